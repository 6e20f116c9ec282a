// Customer-account records of the Commerce API v2 wire, as openapi.json describes them (SavedAddress, Customer,
// SignInChallenge, ReorderLine): written once, here, for the client's public types (src/types/account.ts) and the
// platform that answers with them (demo/platform/customers/). test/meta/wire-types.test.ts holds them to the document.
import type { ShippingAddress } from './shipping.ts';

/** A delivery address the customer kept; the hosted checkout is filled in with the most recently used one. */
export interface SavedAddress extends ShippingAddress {
  id: string;
  usedAt: string;
}

/** The signed-in shopper as their account page shows them. */
export interface Customer {
  id: string;
  email: string;
  createdAt: string;
  /** Most recently used first; at most 10. */
  addresses: SavedAddress[];
  orderCount: number;
}

/** What asking for a sign-in code answers: the same for every well-formed address, known or not. */
export interface SignInChallenge {
  challengeId: string;
  email: string;
  expiresAt: string;
  codeLength: number;
}

/** Why a reordered line was not added whole: sold no more, none left, or fewer left than ordered. */
export type ReorderReason = 'gone' | 'out_of_stock' | 'limited';

/** One line of a reordered order: how many were ordered and how many went into the cart. */
export interface ReorderLine {
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  requested: number;
  added: number;
  reason: ReorderReason | null;
}
