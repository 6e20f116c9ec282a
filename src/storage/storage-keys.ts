// The names of everything the client remembers, from `storageKeyPrefix`.
export interface StorageKeys {
  cartId: string;
  storeId: string;
  checkoutSession: string;
  checkoutStore: string;
  currency: string;
  /** The orders this browser confirmed: `<orderNumber>:<sessionId>` entries, newest last. */
  orders: string;
  discount: string;
  /** The signed-in shopper's session: `1.<refreshAfter unix s>.<token>`. */
  customer: string;
  /** The sign-in waiting for its code: `<challengeId>.<expiresAt unix s>.<e-mail address, URI-encoded>`. */
  signIn: string;
}

export function storageKeys(prefix: string): StorageKeys {
  return {
    cartId: `${prefix}_cart_id`,
    storeId: `${prefix}_store_id`,
    checkoutSession: `${prefix}_checkout_session`,
    checkoutStore: `${prefix}_checkout_store`,
    currency: `${prefix}_currency`,
    orders: `${prefix}_orders`,
    discount: `${prefix}_discount`,
    customer: `${prefix}_customer`,
    signIn: `${prefix}_sign_in`,
  };
}
