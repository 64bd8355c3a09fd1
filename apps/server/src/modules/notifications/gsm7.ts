/**
 * Texts in the GSM 03.38 alphabet (GSM-7): one SMS holds 160 of its characters, but a single character outside it
 * turns the whole message into UCS-2, which holds 70, and the carrier bills two or three texts. Every text Suuq
 * sends is made to fit one.
 */

/** The basic GSM-7 set (one unit each; the escape character itself left out). */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: two units each (an escape and the character). */
const EXTENDED = new Set('^{}\\[~]|€\f');

/** Look-alikes phones and keyboards put in text, and their GSM-7 stand-ins. */
const STAND_INS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  ʼ: "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
};

/** One SMS of GSM-7 text. */
export const SMS_MAX_UNITS = 160;

/** True when every character of `text` is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return false;
  return true;
}

/** How many GSM-7 units `text` takes (extension characters count two); Infinity when it is not GSM-7. */
export function gsm7Length(text: string): number {
  let units = 0;
  for (const char of text) {
    if (BASIC.has(char)) units += 1;
    else if (EXTENDED.has(char)) units += 2;
    else return Number.POSITIVE_INFINITY;
  }
  return units;
}

/**
 * `text` made to fit one SMS: look-alike quotes and dashes become their GSM-7 forms, accents outside the alphabet
 * are dropped from their letters, anything else left is replaced by `?`, and a text longer than `max` units is cut
 * at a word where it can be and ends with `...`.
 */
export function toSms(text: string, max = SMS_MAX_UNITS): string {
  let plain = '';
  for (const char of text) {
    const stand = STAND_INS[char];
    if (stand !== undefined) plain += stand;
    else if (BASIC.has(char) || EXTENDED.has(char)) plain += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      plain += isGsm7(bare) && bare ? bare : '?';
    }
  }
  if (gsm7Length(plain) <= max) return plain;
  const room = max - 3;
  let cut = '';
  let units = 0;
  for (const char of plain) {
    const size = EXTENDED.has(char) ? 2 : 1;
    if (units + size > room) break;
    cut += char;
    units += size;
  }
  const space = cut.lastIndexOf(' ');
  if (space > room / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()}...`;
}

/** The phone as SMS gateways take it: international digits without the plus (+252612345678 → 252612345678). */
export function smsRecipient(phone: string): string {
  return phone.replace(/\D/g, '');
}
