// The signed-in shopper's session as this browser keeps it, beside the cart id and in the same storage:
// `<prefix>_customer` holds `1.<refreshAfter unix s>.<token>` for as long as the session lives. Only a token of this
// client's shop is ever read back or sent (two shops on one site that share a storage prefix never see each other's).
// The core reads it for the two calls outside the account part that carry it; the account part writes it
// (keep-session.ts; docs/design.md, "Customer accounts and sessions").
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue } from '../storage/storage-value.ts';
import type { TransportRequest } from '../transport/create-transport.ts';
import type { StorageAdapter } from '../types.ts';

export const CUSTOMER_TOKEN_HEADER = 'Shopkit-Customer-Token';

/** Where a session is kept: the client's storage and keys, and the shop whose tokens it may hold. */
export interface SessionPlace {
  storage: StorageAdapter;
  keys: StorageKeys;
  shopPrefix: string;
}

export interface KeptSession {
  token: string;
  /** Epoch ms after which the token is rotated. */
  refreshAfter: number;
}

export async function readKeptSession({ storage, keys, shopPrefix }: SessionPlace): Promise<KeptSession | null> {
  const match = /^1\.(\d{1,12})\.(shop_ct_([A-Za-z0-9-]+)_[0-9a-z]+)$/.exec(
    (await readValue(storage, keys.customer)) ?? '',
  );
  if (!match || match[3] !== shopPrefix) return null;
  return { token: match[2]!, refreshAfter: Number(match[1]) * 1000 };
}

/**
 * Whether a request outside the account part carries the shopper's token: creating a cart (it becomes theirs) and
 * starting a checkout (their address fills it in). The account part sends its own.
 */
export const carriesShopper = (request: Pick<TransportRequest, 'method' | 'path'>): boolean =>
  request.method === 'POST' && (request.path === '/v2/cart' || request.path === '/v2/checkout');
