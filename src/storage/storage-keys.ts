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
  };
}
