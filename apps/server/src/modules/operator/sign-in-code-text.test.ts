/**
 * The one-time sign-in code of an approved shop's owner goes out as a text through the notifications outbox,
 * written with the approval, within one GSM-7 text, and the code in it signs the owner in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApprovedApplication } from '@suuq/shared/operator';
import { createTestApp, type TestContext } from '../../test/test-app';
import { smsRecipient } from '../notifications/notifications-module';
import { apply, applicationBody, operatorHeaders, signInWithCode } from './operator-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('texts the approved owner a code in Somali, and the code signs them in', async () => {
  const id = await apply(ctx.app, applicationBody({ store_name: 'Barwaaqo Shop' }));
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/store-applications/${id}/approve`,
    headers: await operatorHeaders(ctx.app),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const { owner } = approved.json<{ data: ApprovedApplication }>().data;

  const texts = await ctx.app.notifications.repository.to(smsRecipient(owner.phone));
  expect(texts).toHaveLength(1);
  const [text] = texts;
  expect(text).toMatchObject({ kind: 'sign_in_code', language: 'so' });
  expect(text!.body).toMatch(/^Suuq: Barwaaqo Shop waa la ansixiyey\. Koodhkaaga galitaanka: \d{6}\./);
  expect(text!.body.length).toBeLessThanOrEqual(160);

  const code = /\b(\d{6})\b/.exec(text!.body)![1]!;
  const signedIn = await signInWithCode(ctx.app, owner.phone, code);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
});
