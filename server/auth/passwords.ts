/** Password hashing with scrypt (memory-hard, built into Node): `scrypt$N$r$p$salt$hash`. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type Cost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

/** OWASP's minimum for scrypt: about 50 ms of one core per hash. */
const COST: Cost = { N: 16384, r: 8, p: 1 };
/** A sixteenth of it, for the test suites only (`hashPasswordsCheaply`). */
const TEST_COST: Cost = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

let cost = COST;

/**
 * For the test suites, which sign in a thousand times a run: new hashes (the seeded demo accounts'
 * too) cost a sixteenth, as Rails and Django do in tests. A hash names its own cost, so checking one
 * costs what it was made with; the server itself never calls this.
 */
export function hashPasswordsCheaply(): void {
  cost = TEST_COST;
}

function scrypt(password: string, salt: Buffer, options: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checked when an e-mail is unknown, so that both paths take as long: made once, at the current cost. */
let absentUserHash: Promise<string> | undefined;
export function hashForAbsentUser(): Promise<string> {
  absentUserHash ??= hashPassword('absent user placeholder');
  return absentUserHash;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
