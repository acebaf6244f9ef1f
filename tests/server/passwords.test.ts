import { describe, expect, it } from 'vitest';
import type * as Passwords from '../../server/auth/passwords';

let copies = 0;
/**
 * A copy of the module of its own (a new query makes a new module), at the server's cost rather than
 * the one this suite's setup chose, without touching the copy the other tests share.
 */
const freshPasswords = (): Promise<typeof Passwords> =>
  import(/* @vite-ignore */ `../../server/auth/passwords.ts?copy=${++copies}`);

describe('password hashes', () => {
  it('the server hashes with scrypt at N = 16384, r = 8, p = 1, a new salt each time', async () => {
    const { hashPassword, verifyPassword } = await freshPasswords();
    const [first, second] = [await hashPassword('Shala@2026'), await hashPassword('Shala@2026')];
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Shala@2026', first)).toBe(true);
    expect(await verifyPassword('Shala@2027', first)).toBe(false);
  });

  it('the test suites hash cheaply, and a hash is checked at the cost it names', async () => {
    const { hashPassword, hashPasswordsCheaply, verifyPassword } = await freshPasswords();
    const full = await hashPassword('Shala@2026');
    hashPasswordsCheaply();
    const cheap = await hashPassword('Shala@2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Shala@2026', full)).toBe(true);
    expect(await verifyPassword('Shala@2026', cheap)).toBe(true);
    expect(await verifyPassword('shala@2026', cheap)).toBe(false);
  });

  it('refuses what is not one of its hashes', async () => {
    const { verifyPassword } = await freshPasswords();
    for (const stored of [
      null,
      undefined,
      '',
      'plain',
      'bcrypt$10$8$1$c2FsdA==$aGFzaA==',
      'scrypt$16384$8$1$x',
    ])
      expect(await verifyPassword('Shala@2026', stored)).toBe(false);
  });
});
