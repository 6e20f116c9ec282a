// Customer accounts as the platform keeps them (docs/design.md, "Customer accounts and sessions"): a customer of one
// shop, known by a verified e-mail address, with their saved delivery addresses; a sign-in challenge (hashes only);
// a session (the hash of its current token and of the one it replaced).
import type { SavedAddress } from '../../../wire/customer.ts';
import type { CustomerSessionsTable, CustomersTable, SignInChallengesTable } from '../db/tables.ts';

export type { SavedAddress };

/** A customer: their row (db/tables.ts) with the saved addresses read. */
export interface CustomerRecord extends Omit<CustomersTable, 'addresses'> {
  /** Most recently used first, at most MAX_SAVED_ADDRESSES. */
  addresses: SavedAddress[];
}

/** A sign-in challenge: exactly its row. */
export type ChallengeRecord = SignInChallengesTable;

/** A customer's session: exactly its row. */
export type CustomerSessionRecord = CustomerSessionsTable;

/** Who a request with a valid customer token comes from. */
export interface SignedIn {
  session: CustomerSessionRecord;
  customer: CustomerRecord;
  /** The request used the token its session replaced less than a minute ago (another tab had not seen the new one). */
  viaPreviousToken: boolean;
}
