import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const params = { N: 16384, r: 8, p: 1 };

/** The product's password rule: 8-64 characters with both letters and digits. */
export const meetsPasswordRule = (plain: string) => plain.length >= 8 && plain.length <= 64 && /[A-Za-z]/.test(plain) && /\d/.test(plain);

/** A password that meets the rule, for an account an operator creates: 16 letters and digits, random. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const plain = Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
    if (meetsPasswordRule(plain)) return plain;
  }
}

/** `scrypt$N$r$p$salt$hash`, salt per user. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(plain, salt, 32, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(plain, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches, so unknown accounts cost the same time as known ones. */
export const decoyHash = await hashPassword(crypto.randomBytes(16).toString('hex'));
