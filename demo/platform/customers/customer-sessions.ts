// Customer sessions (docs/design.md, "Customer accounts and sessions"): a token is issued on sign-in and rotated by
// the client every hour it is used; the token it replaced keeps working for a minute (another tab may not have read
// the new one yet) and using it after that ends the session, since only a copy of the token can still hold it. A
// token not rotated for 7 days stops working, and every session ends 30 days after its sign-in. A token names its
// shop and is refused by any other.
import { ApiError } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import { findCustomer } from '../repo/customers.ts';
import {
  deleteCustomerSession,
  findSessionByPreviousToken,
  findSessionByToken,
  insertCustomerSession,
  rotateSessionToken,
} from '../repo/customer-sessions.ts';
import { createId } from '../state/create-id.ts';
import type { CustomerRecord, CustomerSessionRecord, SignedIn } from './customer-types.ts';
import { createSessionToken, parseSessionToken, sha256 } from './sign-in-secrets.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
export const TOKEN_IDLE_MS = 7 * 24 * 60 * 60_000;
export const REFRESH_AFTER_MS = 60 * 60_000;
export const ROTATION_GRACE_MS = 60_000;
/** Deleting the account needs a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

export type SessionRefusal =
  'missing' | 'malformed' | 'unknown' | 'expired' | 'other_shop' | 'rotated' | 'ended' | 'stale';

const REFUSALS: Record<SessionRefusal, string> = {
  missing: 'this operation needs a signed-in customer: send the session token as Shopkit-Customer-Token',
  malformed: 'Shopkit-Customer-Token is not a session token (shop_ct_<shop>_<secret>)',
  unknown: 'the customer session is unknown: it was signed out, or the account was deleted',
  expired: 'the customer session expired; sign in again',
  other_shop: 'the customer session belongs to another shop',
  rotated: 'this session token was replaced by a newer one; use the newest token',
  ended: 'the customer session was ended because a replaced token was used again; sign in again',
  stale: 'this operation needs a sign-in within the last 15 minutes; sign in again and repeat it',
};

export function sessionRefused(reason: SessionRefusal): ApiError {
  return new ApiError('session_invalid', REFUSALS[reason], { details: { reason } });
}

/** The token and the session a sign-in starts. */
export async function startCustomerSession(
  tx: Tx,
  customer: CustomerRecord,
  now: number,
): Promise<{ token: string; session: CustomerSessionRecord }> {
  const token = createSessionToken(customer.shopId);
  const at = new Date(now).toISOString();
  const session: CustomerSessionRecord = {
    id: createId('csn'),
    shopId: customer.shopId,
    customerId: customer.id,
    tokenHash: sha256(token),
    tokenIssuedAt: at,
    previousTokenHash: null,
    previousValidUntil: null,
    signedInAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString(),
  };
  await insertCustomerSession(tx, session);
  return { token, session };
}

/** When the session as a whole, or the token it holds, stops working. */
const lapsed = (session: CustomerSessionRecord, now: number): boolean =>
  Date.parse(session.expiresAt) <= now || Date.parse(session.tokenIssuedAt) + TOKEN_IDLE_MS <= now;

/**
 * Who the token in `header` signs in, for shop `shopId`. Returns the refusal instead of throwing it, because ending a
 * session whose replaced token came back must be committed before the request is refused.
 */
export async function resolveCustomerToken(
  tx: Tx,
  shopId: string,
  header: string | undefined,
  now: number,
): Promise<{ signedIn: SignedIn } | { refused: SessionRefusal }> {
  if (!header) return { refused: 'missing' };
  const parsed = parseSessionToken(header.trim());
  if (!parsed) return { refused: 'malformed' };
  if (parsed.shopId !== shopId) return { refused: 'other_shop' };
  const hash = sha256(header.trim());
  const current = await findSessionByToken(tx, hash);
  const previous = current ? null : await findSessionByPreviousToken(tx, hash);
  const session = current ?? previous;
  if (!session || session.shopId !== shopId) return { refused: 'unknown' };
  if (previous && Date.parse(previous.previousValidUntil ?? '') <= now) {
    await deleteCustomerSession(tx, previous.id);
    return { refused: 'ended' };
  }
  if (lapsed(session, now)) {
    await deleteCustomerSession(tx, session.id);
    return { refused: 'expired' };
  }
  const customer = await findCustomer(tx, shopId, session.customerId);
  if (!customer) return { refused: 'unknown' };
  return { signedIn: { session, customer, viaPreviousToken: previous !== null } };
}

/** A new token for the session; the one the request brought works for ROTATION_GRACE_MS more. */
export async function rotateCustomerSession(
  tx: Tx,
  signedIn: SignedIn,
  now: number,
): Promise<{ token: string; session: CustomerSessionRecord }> {
  if (signedIn.viaPreviousToken) throw sessionRefused('rotated');
  const token = createSessionToken(signedIn.session.shopId);
  const issuedAt = new Date(now).toISOString();
  const next = {
    tokenHash: sha256(token),
    issuedAt,
    previousValidUntil: new Date(now + ROTATION_GRACE_MS).toISOString(),
  };
  if (!(await rotateSessionToken(tx, signedIn.session, next))) throw sessionRefused('rotated');
  const session = {
    ...signedIn.session,
    tokenHash: next.tokenHash,
    tokenIssuedAt: issuedAt,
    previousTokenHash: signedIn.session.tokenHash,
    previousValidUntil: next.previousValidUntil,
    lastSeenAt: issuedAt,
  };
  return { token, session };
}

/** Throws `stale` unless the session was signed in within RECENT_SIGN_IN_MS. */
export function requireRecentSignIn(signedIn: SignedIn, now: number): void {
  if (Date.parse(signedIn.session.signedInAt) + RECENT_SIGN_IN_MS <= now) throw sessionRefused('stale');
}

/** The answer's `expiresAt` and `refreshAfter`. */
export function describeSessionTimes(session: CustomerSessionRecord): { expiresAt: string; refreshAfter: string } {
  return {
    expiresAt: session.expiresAt,
    refreshAfter: new Date(Date.parse(session.tokenIssuedAt) + REFRESH_AFTER_MS).toISOString(),
  };
}
