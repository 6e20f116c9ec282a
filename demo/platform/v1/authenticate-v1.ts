// REST v1 authentication: `Authorization: Basic base64(<key>:<key>)`, or the deprecated `apiKey` query parameter.
// Every failure is a 401 with a message saying what is wrong, never echoing the key.
import type { Tx } from '../db/database.ts';
import { findAdminKey } from './admin-keys.ts';

export type V1Auth = { ok: true; shopId: string; legacy: boolean } | { ok: false; error: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeBasic(header: string): { user: string; password: string } | string {
  const match = /^Basic\s+(\S*)\s*$/i.exec(header);
  if (!match) return 'the Authorization header must use the Basic scheme';
  const encoded = match[1]!;
  if (encoded === '' || encoded.length % 4 !== 0 || !BASE64.test(encoded))
    return 'the Basic credentials are not valid base64';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'the Basic credentials must be <API_KEY>:<API_KEY>';
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function checkKey(tx: Tx, key: string, legacy: boolean): Promise<V1Auth> {
  const record = await findAdminKey(tx, key);
  if (!record) return { ok: false, error: 'invalid API key' };
  if (record.revokedAt !== null) return { ok: false, error: 'this API key has been revoked' };
  return { ok: true, shopId: record.shopId, legacy };
}

export async function authenticateV1(tx: Tx, header: string | undefined, query: URLSearchParams): Promise<V1Auth> {
  if (header === undefined || header.trim() === '') {
    const legacyKey = query.get('apiKey');
    if (legacyKey) return checkKey(tx, legacyKey, true);
    return { ok: false, error: 'authentication missing: send Authorization: Basic base64(<API_KEY>:<API_KEY>)' };
  }
  const credentials = decodeBasic(header);
  if (typeof credentials === 'string') return { ok: false, error: credentials };
  if (credentials.user === '' || credentials.user !== credentials.password) {
    return { ok: false, error: 'the user name and the password must both be the API key' };
  }
  return checkKey(tx, credentials.user, false);
}
