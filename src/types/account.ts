// Customer accounts: the records of the account API (openapi.json) and `client.account`.
// Public types of the client core (re-exported by src/types.ts and src/index.ts).
import type { Customer, ReorderLine, ReorderReason, SavedAddress, SignInChallenge } from '../../wire/customer.ts';
import type { Cart, CartItem } from './cart.ts';
import type { ShippingAddress, ShippingLine } from './checkout.ts';
import type { Page, RequestOptions } from './wire.ts';

export type { Customer, ReorderLine, ReorderReason, SavedAddress, SignInChallenge };

/** What signing in answers: the session token (kept by the client like the cart id) and the customer. */
export interface CustomerSession {
  token: string;
  /** The session's absolute end. */
  expiresAt: string;
  /** The client rotates the token after this instant. */
  refreshAfter: string;
  customer: Customer;
}

/** A code applied to an order, in the order's currency. */
export interface OrderDiscountLine {
  code: string;
  amount: number;
}

/** An order as its customer sees it: what the confirmation page shows, in the currency it was charged in. */
export interface CustomerOrder {
  id: string;
  number: string;
  status: 'new' | 'done' | 'cancelled';
  createdAt: string;
  currency: string;
  /** `available`: the line can be bought again in that quantity now. */
  items: CartItem[];
  subtotal: number;
  discounts: OrderDiscountLine[];
  discountTotal: number;
  shipping: ShippingLine | null;
  shippingTotal: number;
  shippingAddress: ShippingAddress | null;
  vatTotal: number;
  total: number;
}

/** What a reorder did: the cart it filled, and per line what was added and why not all. */
export interface ReorderResult {
  cart: Cart;
  lines: ReorderLine[];
}

/** The cart that follows the customer, after this browser's cart was adopted or merged into theirs. */
export interface CustomerCart {
  cart: Cart | null;
  /** This browser's cart and the customer's were two carts, now one. */
  merged: boolean;
}

/** Everything the shop keeps about the customer (`account.exportData()`). */
export interface CustomerExport {
  exportedAt: string;
  shop: { id: string; name: string };
  customer: { id: string; email: string; createdAt: string };
  addresses: SavedAddress[];
  orders: CustomerOrder[];
  sessions: Array<{ signedInAt: string; lastSeenAt: string; expiresAt: string }>;
}

/** A delivery address to keep (`country`: ISO 3166-1 alpha-2, any case). */
export interface SavedAddressInput {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone?: string | null;
}

/** The sign-in this browser waits on: a code was sent to `email` and works until `expiresAt`. */
export interface ShopkitPendingSignIn {
  challengeId: string;
  email: string;
  expiresAt: string;
}

export interface ShopkitSignInOptions extends RequestOptions {
  /**
   * The account page the e-mail's link opens (on one of the shop's storefront origins); default: this page in a
   * browser, none on a server.
   */
  returnUrl?: string | null;
  /** The language the message is written in when the platform has it (default: the page's `lang`). */
  locale?: string | null;
}

export interface AccountResource {
  /** E-mails a 6-digit code (and a link) to `email`; the same answer whether or not the address has an account. */
  requestCode(email: string, options?: ShopkitSignInOptions): Promise<SignInChallenge>;
  /** The sign-in this browser waits on (kept across a reload for the code's 10 minutes), or null. */
  pendingSignIn(): Promise<ShopkitPendingSignIn | null>;
  /** Forgets the waiting sign-in (the shopper chose another address). */
  cancelSignIn(): Promise<void>;
  /** Signs in with the code of the waiting sign-in; the cart follows the customer. */
  verifyCode(code: string, options?: RequestOptions): Promise<Customer>;
  /**
   * Signs in with the e-mail's link when `url` (default: this page) carries one, and takes it out of the address bar;
   * null when it carries none.
   */
  verifyLink(url?: string, options?: RequestOptions): Promise<Customer | null>;
  /** The signed-in customer, or null (a session the platform refuses is forgotten). */
  current(options?: RequestOptions): Promise<Customer | null>;
  /** Whether this browser keeps a session for this shop (no request). */
  signedIn(): Promise<boolean>;
  /** Signs out here, or on every device with `everywhere`; this browser forgets the session and the cart. */
  signOut(options?: RequestOptions & { everywhere?: boolean }): Promise<void>;
  orders(options?: RequestOptions & { limit?: number; cursor?: string | null }): Promise<Page<CustomerOrder>>;
  order(orderId: string, options?: RequestOptions): Promise<CustomerOrder | null>;
  /** Puts the order's lines that can still be bought into the remembered cart (announced like any cart change). */
  reorder(orderId: string, options?: RequestOptions): Promise<ReorderResult>;
  addAddress(address: SavedAddressInput, options?: RequestOptions): Promise<SavedAddress>;
  removeAddress(addressId: string, options?: RequestOptions): Promise<void>;
  exportData(options?: RequestOptions): Promise<CustomerExport>;
  /** Deletes the account (needs a sign-in within 15 minutes); signs out and forgets the cart. */
  deleteAccount(options?: RequestOptions): Promise<void>;
}
