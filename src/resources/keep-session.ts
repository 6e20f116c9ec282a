// Keeping the shopper's session (the account part only; the core only reads it, customer-session.ts): the token and
// when to rotate it, for as long as the session lives.
import { writeValue } from '../storage/storage-value.ts';
import type { KeptSession, SessionPlace } from './customer-session.ts';

/** Reading and keeping the session, as the account part uses them. */
export interface CustomerSessionStore {
  read(): Promise<KeptSession | null>;
  write(session: { token: string; refreshAfter: string; expiresAt: string } | null, now: number): Promise<void>;
}

/** Keeps a session the platform answered, for as long as it lives (null forgets it). */
export async function writeKeptSession(
  { storage, keys }: SessionPlace,
  session: { token: string; refreshAfter: string; expiresAt: string } | null,
  now: number,
): Promise<void> {
  if (!session) return writeValue(storage, keys.customer, null, 0);
  const seconds = Math.floor(Date.parse(session.refreshAfter) / 1000);
  const lifetime = Math.max(1, Math.floor((Date.parse(session.expiresAt) - now) / 1000));
  await writeValue(storage, keys.customer, `1.${seconds}.${session.token}`, lifetime);
}
