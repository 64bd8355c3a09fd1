/** The text message that carries a password reset code, in the account holder's language (one GSM-7 SMS). */
import type { Language } from '@suuq/shared/labels';

export const RESET_CODE_MINUTES = 15;

const TEXTS: Record<Language, (code: string) => string> = {
  en: (code) =>
    `Suuq: ${code} is your code to reset your password. It works for ${RESET_CODE_MINUTES} minutes. Never give it to anyone.`,
  so: (code) =>
    `Suuq: ${code} waa koodhka aad ku beddelayso furahaaga sirta ah. Wuxuu shaqaynayaa ${RESET_CODE_MINUTES} daqiiqo. Cidna ha siin.`,
};

export function resetCodeText(code: string, lang: Language): string {
  return TEXTS[lang](code);
}
