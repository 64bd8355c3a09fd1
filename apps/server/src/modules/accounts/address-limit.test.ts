/** The address book's limit holds when many saves of one account arrive at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AddressRepository, MAX_ADDRESSES } from './address-repository';
import { newAccount } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const home = { label: 'Home', line: 'Maka Al-Mukarama Road, Hodan', lat: 2.0335, lng: 45.3035, notes: null };

describe('address limit under concurrency', () => {
  it(`keeps an account at ${MAX_ADDRESSES} addresses when 30 saves race from ${MAX_ADDRESSES - 5}`, async () => {
    const account = await newAccount(ctx.app);
    const repository = new AddressRepository(ctx.testDb.database.db);
    for (let i = 0; i < MAX_ADDRESSES - 5; i += 1) {
      await repository.insert(account.user.id, { ...home, label: `Kept ${i}` });
    }
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/address/save',
          headers: account.headers,
          payload: { ...home, notes: undefined, label: `Racing ${i}` },
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(25);
    expect(await repository.count(account.user.id)).toBe(MAX_ADDRESSES);
  });
});
