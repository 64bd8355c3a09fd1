import { expect } from '@playwright/test';

/** Where the run's fake SMS gateway listens (global-sms.ts starts it; the server sends to it). */
export const smsPort = Number(process.env.E2E_SMS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);

export interface Text {
  to: string;
  text: string;
}

/** Every text the gateway accepted for this number (international digits, `25261…`), oldest first. */
export async function textsTo(international: string): Promise<Text[]> {
  const answer = await fetch(`http://127.0.0.1:${smsPort}/texts`);
  const texts = (await answer.json()) as Text[];
  return texts.filter((text) => text.to === international);
}

/** Waits for the outbox to send a text to this number matching `pattern`, and answers its first group (the code). */
export async function textedCode(international: string, pattern: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const found = (await textsTo(international)).map((text) => pattern.exec(text.text)).find(Boolean);
      code = found?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
