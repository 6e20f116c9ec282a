// The lock against guessing: every wrong code counts against its address (per shop) within LOCK_WINDOW_MS of the
// first, and the MAX_WRONG_CODES-th locks the address for LOCK_MS: until then no code for it is checked (the right
// one neither) and no new code is sent. A right code clears the count.
import type { Tx } from '../db/database.ts';
import { findSignInLock, saveSignInLock } from '../repo/sign-in-locks.ts';
import { signInRefused } from './sign-in-refusal.ts';

export const MAX_WRONG_CODES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

interface AddressAt {
  shopId: string;
  emailKey: string;
  now: number;
  /** The field a refusal names. */
  field: string;
}

/** Throws 422 sign_in_refused `locked` (with `lockedUntil`) while the address is locked. */
export async function refuseLockedAddress(tx: Tx, at: AddressAt): Promise<void> {
  const lock = await findSignInLock(tx, at.shopId, at.emailKey);
  if (!lock?.lockedUntil || Date.parse(lock.lockedUntil) <= at.now) return;
  throw signInRefused(
    'locked',
    `too many wrong codes for this address: it is locked until ${lock.lockedUntil}, and no code is checked before then`,
    { field: at.field, lockedUntil: lock.lockedUntil },
  );
}

/** Counts a wrong code; returns the tries left and, once they are used up, until when the address is locked. */
export async function countWrongCode(
  tx: Tx,
  at: AddressAt,
): Promise<{ attemptsLeft: number; lockedUntil: string | null }> {
  const found = await findSignInLock(tx, at.shopId, at.emailKey);
  const fresh = !found || Date.parse(found.windowStart) + LOCK_WINDOW_MS <= at.now;
  const failures = (fresh ? 0 : found.failures) + 1;
  const lockedUntil = failures >= MAX_WRONG_CODES ? new Date(at.now + LOCK_MS).toISOString() : null;
  await saveSignInLock(tx, {
    shopId: at.shopId,
    emailKey: at.emailKey,
    failures,
    windowStart: fresh ? new Date(at.now).toISOString() : found.windowStart,
    lockedUntil,
  });
  return { attemptsLeft: Math.max(0, MAX_WRONG_CODES - failures), lockedUntil };
}
