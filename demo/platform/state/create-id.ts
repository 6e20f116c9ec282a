// Random record ids: `<prefix>_<base32>` from crypto randomness.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function createId(prefix: string, length = 16): string {
  return `${prefix}_${randomToken(length)}`;
}

export function randomToken(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
