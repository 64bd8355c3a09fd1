import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted, and verifies', async () => {
    const first = await hashPassword('calm-lagoon-51');
    const second = await hashPassword('calm-lagoon-51');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'calm-lagoon-51')).toBe(true);
    expect(await verifyPassword(first, 'calm-lagoon-52')).toBe(false);
  });

  it('treats an unreadable stored hash as a wrong password, and spends time on missing accounts', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });
});

describe('password rules', () => {
  it('accepts long, uncommon passwords, spaces and all scripts included', () => {
    for (const password of ['calm-lagoon-51', 'geel iyo ari badan', 'Xamar-Cadey-1960!', 'ሰላም-ለዓለም-2024']) {
      expect(passwordProblem(password), password).toBeUndefined();
    }
  });

  it('refuses short, common, trivial and personal ones', () => {
    expect(passwordProblem('abc12')).toBe('passwordTooShort');
    expect(passwordProblem('x'.repeat(129))).toBe('passwordTooLong');
    for (const password of [
      'password',
      '12345678',
      'Football1!',
      'QWERTYUIOP',
      'p4ssw0rd',
      '87654321',
      '11111111',
    ]) {
      expect(passwordProblem(password), password).toBe('passwordTooCommon');
    }
    const me = { name: 'Ilhan Cabdi', phone: '+252615551234', email: 'ilhan.c@example.com' };
    for (const password of [
      'ilhancabdi',
      'Ilhan Cabdi',
      'ilhan.c@example.com',
      '0615551234',
      '615551234',
      'ilhan2024',
    ]) {
      expect(passwordProblem(password, me), password).toBe('passwordTooPersonal');
    }
  });

  it('ships a list of about a thousand common passwords, one per line, without duplicates', () => {
    const file = fileURLToPath(new URL('../../../assets/common-passwords.txt', import.meta.url));
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });
});
