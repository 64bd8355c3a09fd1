/**
 * The shared route table is the API: every route the app registers under `/api` and `/v1/api`, read from its own
 * router, is a route of the table, and every route of the table is registered. A route added to the server alone,
 * or left in the table after the server dropped it, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '@suuq/shared/routes-account';
import * as admin from '@suuq/shared/routes-admin';
import * as captain from '@suuq/shared/routes-captain';
import * as dispatch from '@suuq/shared/routes-dispatch';
import * as merchant from '@suuq/shared/routes-merchant';
import * as push from '@suuq/shared/routes-push';
import * as shop from '@suuq/shared/routes-shop';
import { routeTable } from './access-matrix-rules';
import { createTestApp, type TestContext } from './test/test-app';

// The API's documentation (its browsable view and the OpenAPI document) is served beside the API, not part of it.
const DOCUMENTATION = /^[A-Z]+ \/api\/(docs\b|openapi\.json$)/;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('the shared route table', () => {
  it('holds every API route the server registers, and only those', () => {
    const served = routeTable(ctx.app).filter(
      (route) => / \/(v1\/)?api\//.test(route) && !DOCUMENTATION.test(route),
    );
    const table = [shop, account, captain, merchant, admin, dispatch, push].flatMap(
      (routes) => Object.values(routes) as string[],
    );

    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual(served);
  });
});
