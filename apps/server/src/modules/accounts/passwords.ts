/**
 * Password hashing (argon2id) and the rules a new password must meet. The rules follow current guidance: a
 * minimum length, no well-known or guessable passwords, and nothing else (no forced mix of character classes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, normalizePhone } from '@suuq/shared/accounts';
import type { MessageKey } from '@suuq/shared/labels';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
/** OWASP's first argon2id profile: 19 MiB, two passes, one lane. */
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read, never an exception. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account to check, so how long a sign-in takes does
 * not tell whether the account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON_PASSWORDS_FILE = fileURLToPath(new URL('../../../assets/common-passwords.txt', import.meta.url));
let commonPasswords: Set<string> | undefined;

function common(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The forms of a password worth looking up: as typed, with its trailing digits and marks cut, and de-leeted. */
function variants(password: string): string[] {
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '');
  const forms = [lower, base, lower.replace(/[013457@$]/g, (c) => LEET[c] ?? c)];
  forms.push(forms[2]!.replace(/[\d\W_]+$/u, ''));
  return forms.filter((form) => form.length >= 3);
}

/** True for one character repeated, or a run such as "12345678" or "abcdefgh" (either direction). */
function isTrivialSequence(password: string): boolean {
  if (/^(.)\1*$/u.test(password)) return true;
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step);
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s._-]+/g, '');
}

/** The forms of a phone number someone might use as a password: +252612345678, 252612345678, 0612345678, 612345678. */
function phoneForms(phone: string): string[] {
  const normalized = normalizePhone(phone) ?? phone;
  const digits = normalized.replace(/\D/g, '');
  const forms = [digits];
  if (digits.startsWith('252')) forms.push(digits.slice(3), `0${digits.slice(3)}`);
  return forms;
}

export interface PasswordContext {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

/** Why a new password is refused, as a message key, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): MessageKey | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const words = common();
  if (isTrivialSequence(password) || variants(password).some((form) => words.has(form))) {
    return 'passwordTooCommon';
  }

  const squashed = squash(password);
  const personal: string[] = [];
  if (context.name) {
    personal.push(squash(context.name));
    personal.push(...context.name.split(/\s+/).map(squash));
  }
  if (context.email) personal.push(squash(context.email), squash(context.email.split('@')[0] ?? ''));
  const personalHit = personal.some(
    (word) => word.length >= 3 && (squashed === word || squashed.replace(/[\d\W_]+$/u, '') === word),
  );
  const digits = password.replace(/[\s()+.-]/g, '');
  const phoneHit = context.phone ? phoneForms(context.phone).includes(digits) : false;
  return personalHit || phoneHit ? 'passwordTooPersonal' : undefined;
}
