import { expect, test, type APIRequestContext } from '@playwright/test';
import { fitsAPhone, PHONE, shot } from './phone-kit';
import { textsTo } from './sms-kit';

// A store's owner the operator took on, at 390 px, in English and in Somali: the operator makes the store and its
// owner through the API, the owner reads the texted code (at the run's local fake SMS gateway, where
// playwright.config.ts points the server's SMS_PROVIDER=http), signs in with it on the sign-in page, lands on the
// staff board, takes someone on (who is texted a code of their own), removes them, and reads the store's money.

const CODE_TEXT = /Koodhkaaga galitaanka: (\d{6})\./;

const WORDS = {
  en: {
    withCode: 'I got a sign-in code by text',
    phone: 'Phone number',
    code: 'Code from the text message',
    signIn: 'Sign in with the code',
    wrongCode: 'This code is wrong or has expired. Ask for a new one.',
    sections: 'Board sections',
    team: 'Team',
    money: 'Money',
    owner: 'Owner',
    name: 'Name',
    add: 'Add to the team',
    added: /is on the team\. We sent a sign-in code by text to/,
    remove: (name: string) => `Remove ${name}`,
    removeYes: 'Yes, remove',
    removed: (name: string) => `${name} is no longer on the team.`,
    youOwe: 'You owe Suuq $25.00',
    payouts: 'Paid to you by Suuq',
    lastMonth: 'Last month',
    even: 'Nothing is owed either way.',
  },
  so: {
    withCode: 'Koodh galitaan ayaa fariin iigu yimid',
    phone: 'Lambarka telefoonka',
    code: 'Koodhka fariinta kuugu yimid',
    signIn: 'Ku soo gal koodhka',
    wrongCode: 'Koodhkani waa khalad ama waa uu dhacay. Codso mid cusub.',
    sections: 'Qaybaha looxa',
    team: 'Kooxda',
    money: 'Lacagta',
    owner: 'Milkiile',
    name: 'Magaca',
    add: 'Ku dar kooxda',
    added: /wuxuu ku jiraa kooxda\. Koodh galitaan ayaan fariin ugu dirnay/,
    remove: (name: string) => `Ka saar ${name}`,
    removeYes: 'Haa, ka saar',
    removed: (name: string) => `${name} kama mid aha kooxda hadda.`,
    youOwe: 'Adiga ayaa Suuq u qaamaysan $25.00',
    payouts: 'Waxa Suuq ku siiyey',
    lastMonth: 'Bishii hore',
    even: 'Dhinacna wax laguma leh.',
  },
} as const;

test.use({ viewport: PHONE });

/** The code texted to `international` (digits only, as the gateway gets it), once the outbox has sent it. */
async function textedCode(international: string): Promise<string> {
  await expect.poll(async () => (await textsTo(international))[0]?.text ?? '').toMatch(CODE_TEXT);
  const texts = await textsTo(international);
  expect(texts).toHaveLength(1);
  expect(texts[0]!.text.length).toBeLessThanOrEqual(160);
  return CODE_TEXT.exec(texts[0]!.text)![1]!;
}

/** The operator, through the API: a new store, its owner (texted a code), and a payout of $25 to the store. */
async function storeWithOwner(request: APIRequestContext, name: string, ownerPhone: string) {
  const signedIn = await request.post('/api/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: '+252610000009',
      password: 'suuq-operator',
    },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const made = await request.post('/api/admin/stores', {
    headers,
    data: {
      name,
      industry_id: 1,
      address: 'Taleex, agagaarka suuqa',
      phone: ownerPhone,
      location: { lat: 2.04, lng: 45.33 },
      currency: 'USD',
      commission_percent: 10,
      courier_mode: 'own',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const store = (await made.json()).data as { id: number };
  const owner = await request.post(`/api/admin/stores/${store.id}/staff`, {
    headers,
    data: { name: 'Faadumo Warsame', phone: ownerPhone, is_owner: true },
  });
  expect(owner.status(), await owner.text()).toBe(201);
  const paid = await request.post('/api/admin/payouts', {
    headers,
    data: { store_id: store.id, amount: 25, method: 'evc', reference: `advance-${name}` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

for (const lang of ['en', 'so'] as const) {
  test(`an owner the operator took on signs in with the texted code and runs their team and money (${lang})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[lang];
    const digits = String(Date.now() % 1_000_000).padStart(6, '0');
    const prefix = lang === 'en' ? '61' : '63';
    const ownerLocal = `0${prefix}8${digits}`;
    const ownerInternational = `252${prefix}8${digits}`;
    const staffLocal = `0${prefix}9${digits}`;
    const staffInternational = `252${prefix}9${digits}`;
    const staffName = lang === 'en' ? 'Ayaan Cali' : 'Hodan Nuur';
    await storeWithOwner(request, `Dukaanka ${lang} ${digits}`, ownerLocal);
    const code = await textedCode(ownerInternational);

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: w.withCode }).click();
    await page.getByLabel(w.phone).fill(ownerLocal);
    // A wrong code first: the server's words, beside the code.
    await page.getByLabel(w.code).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page.getByText(w.wrongCode)).toBeVisible();
    await expect(page.getByLabel(w.code)).toHaveAttribute('aria-invalid', 'true');
    await fitsAPhone(page, '.account-form__link, .owner-member__phone');
    await shot(page, `code-sign-in-${lang}`);

    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page).toHaveURL(/\/staff$/);
    const sections = page.getByRole('group', { name: w.sections });
    await sections.getByRole('button', { name: w.team }).click();
    const owner = page.getByRole('listitem').filter({ hasText: 'Faadumo Warsame' });
    await expect(owner.getByText(w.owner, { exact: true })).toBeVisible();

    // Someone taken on is texted a code of their own.
    await page.getByLabel(w.name, { exact: true }).fill(staffName);
    await page.getByLabel(w.phone).fill(staffLocal);
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: staffName })).toBeVisible();
    await textedCode(staffInternational);
    await fitsAPhone(page, '.account-form__link, .owner-member__phone');
    await shot(page, `team-${lang}`);

    await page.getByRole('button', { name: w.remove(staffName) }).click();
    await page.getByRole('button', { name: w.removeYes }).click();
    await expect(page.getByText(w.removed(staffName))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: staffName })).toHaveCount(0);

    // The operator paid the store $25 ahead this month, and it sold nothing yet: the store owes Suuq.
    await sections.getByRole('button', { name: w.money }).click();
    await expect(page.getByText(w.youOwe)).toBeVisible();
    await expect(page.locator('.owner-line').filter({ hasText: w.payouts })).toContainText('$25.00');
    await fitsAPhone(page, '.account-form__link, .owner-member__phone');
    await shot(page, `money-${lang}`);
    await page.getByRole('button', { name: w.lastMonth }).click();
    await expect(page.getByText(w.even)).toBeVisible();
  });
}
