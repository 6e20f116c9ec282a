// The secrets of signing in, and how they are kept. A code is 6 random digits, stored as scrypt of the code salted
// with its challenge's id (a reader of the database must run scrypt up to a million times to find one code, and the
// code lives 10 minutes); the link's secret is 160 random bits, stored as its SHA-256; a session token is
// `shop_ct_<shopPrefix>_<secret>` with 215 random bits, stored as its SHA-256. Hashes are compared in constant time.
import { createHash, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../state/create-id.ts';

export const CODE_LENGTH = 6;
const SCRYPT = { N: 2 ** 12, r: 8, p: 1 } as const;
const TOKEN = /^shop_ct_([A-Za-z0-9-]+)_([0-9a-z]{43})$/;

export const createSignInCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export function hashSignInCode(code: string, challengeId: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(code, `shopkit-sign-in:${challengeId}`, 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key.toString('base64url')),
    ),
  );
}

export const createLinkSecret = (): string => randomToken(32);

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Whether two stored hashes are the same, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const createSessionToken = (shopId: string): string => `shop_ct_${shopId}_${randomToken(43)}`;

/** The shop a token names, or null when the text is not a session token. */
export function parseSessionToken(text: string): { shopId: string } | null {
  const match = TOKEN.exec(text);
  return match ? { shopId: match[1]! } : null;
}
