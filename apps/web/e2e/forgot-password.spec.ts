import { expect, test } from '@playwright/test';
import { fitsAPhone, PHONE, shot } from './phone-kit';
import { textsTo } from './sms-kit';

// A forgotten password at 390 px, in English and in Somali: the sign-in page's link, the phone, the code read from
// the text the server sent (to the run's local fake SMS gateway, where playwright.config.ts points the server's
// SMS_PROVIDER=http), a new password, and the shopper is signed in with it.

const WORDS = {
  en: {
    forgot: 'Forgot password?',
    phone: 'Phone number',
    send: 'Send the code',
    codeTitle: 'Enter the code',
    code: 'Code from the text message',
    password: 'New password',
    save: 'Save the new password',
    wrongCode: 'This code is wrong or has expired.',
    text: /^Suuq: (\d{6}) is your code to reset your password\./,
    account: 'My account',
  },
  so: {
    forgot: 'Ma ilowday furaha sirta ah?',
    phone: 'Lambarka telefoonka',
    send: 'Soo dir koodhka',
    codeTitle: 'Geli koodhka',
    code: 'Koodhka fariinta kuugu yimid',
    password: 'Furaha sirta ah ee cusub',
    save: 'Kaydi furaha sirta ah ee cusub',
    wrongCode: 'Koodhkani waa khalad ama wuu dhacay.',
    text: /^Suuq: (\d{6}) waa koodhka aad ku beddelayso furahaaga sirta ah\./,
    account: 'Akoonkayga',
  },
} as const;

test.use({ viewport: PHONE });

for (const lang of ['en', 'so'] as const) {
  test(`a shopper who forgot the password gets a code by text and signs in with a new one (${lang})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[lang];
    const digits = String(Date.now() % 1_000_000).padStart(6, '0');
    const local = `06${lang === 'en' ? 1 : 3}7${digits}`;
    const international = `2526${lang === 'en' ? 1 : 3}7${digits}`;
    const made = await request.post('/api/register', {
      data: { name: 'Sahra Warsame', phone: local, password: 'first-quiet-river-3' },
    });
    expect(made.status(), await made.text()).toBe(201);

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto('/sign-in');
    await expect(page.getByRole('link', { name: w.forgot })).toBeVisible();
    await fitsAPhone(page);
    await shot(page, `sign-in-${lang}`);
    await page.getByRole('link', { name: w.forgot }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel(w.phone).fill(local);
    await fitsAPhone(page);
    await shot(page, `forgot-phone-${lang}`);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('heading', { name: w.codeTitle })).toBeVisible();

    // The text reaches the gateway once the outbox worker sends it.
    await expect.poll(async () => (await textsTo(international))[0]?.text ?? '').toMatch(w.text);
    const texts = await textsTo(international);
    expect(texts).toHaveLength(1);
    const code = w.text.exec(texts[0]!.text)![1]!;
    expect(texts[0]!.text.length).toBeLessThanOrEqual(160);

    // A wrong code first: the field says so, in the shopper's language.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(w.code).fill(wrong);
    await page.getByLabel(w.password, { exact: true }).fill('second-calm-harbour-8');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.wrongCode)).toBeVisible();
    await fitsAPhone(page);
    await shot(page, `forgot-code-${lang}`);

    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/profile-homepage$/);
    await expect(page.getByRole('heading', { name: w.account, level: 1 })).toBeVisible();
    await shot(page, `forgot-signed-in-${lang}`);

    // The old password no longer works; the new one does.
    const token = (password: string) =>
      request.post('/api/oauth/token', {
        data: { grant_type: 'password', client_id: 'web', client_secret: '', username: local, password },
      });
    expect((await token('first-quiet-river-3')).status()).toBe(401);
    expect((await token('second-calm-harbour-8')).status()).toBe(200);
  });
}
