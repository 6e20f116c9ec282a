// The client `createShopkitClient` returns, and what it reports about its runtime.
// Public types of the client core (re-exported by src/types.ts and src/index.ts).
import type { Cart, CartResource, ShopkitDiscountRejection } from './cart.ts';
import type { CategoriesResource, ProductsResource } from './catalogue.ts';
import type { CheckoutResource } from './checkout.ts';
import type { ScopeGuard, ShopkitStorefront } from './config.ts';
import type { ConsentResource } from './consent.ts';
import type { AccountResource, Customer } from './account.ts';
import type { ShopResource } from './shop.ts';
import type { StorageAdapter } from './storage.ts';

export interface ShopkitRuntime {
  readonly environment: 'browser' | 'server';
  /** The storage kind in use; `memory` once writes failed and the client fell back to it. */
  readonly storage: string;
  /** False when storage is memory from the start or since a write failed. */
  readonly persistent: boolean;
  /** `write-failed` once a write to the resolved storage failed after start-up (quota, storage blocked); else null. */
  readonly degraded: 'write-failed' | null;
}

export interface ShopkitClient {
  readonly products: ProductsResource;
  readonly categories: CategoriesResource;
  readonly shop: ShopResource;
  readonly cart: CartResource;
  readonly checkout: CheckoutResource;
  readonly consent: ConsentResource;
  /** Signing in and out, and the signed-in shopper's account (docs/client.md, "Customer accounts"). */
  readonly account: AccountResource;
  readonly shopPrefix: string;
  /** @deprecated alias of `shopPrefix`. */
  readonly shopId: string;
  readonly apiUrl: string;
  readonly checkoutUrl: string;
  readonly imageBaseUrl: string | null;
  readonly storefront: ShopkitStorefront | null;
  readonly scopes: ScopeGuard;
  readonly currency: string | null;
  readonly defaultCurrency: string | null;
  readonly storage: StorageAdapter;
  readonly runtime: ShopkitRuntime;
  setCurrency(currency: string | null): Promise<void>;
  onCurrencyChange(listener: (currency: string | null) => void): () => void;
  onCartChange(listener: (cart: Cart | null) => void): () => void;
  /** Hears a deferred code (see `cart.deferDiscount`) that could not apply, once per code. */
  onDiscountRejected(listener: (rejection: ShopkitDiscountRejection) => void): () => void;
  /** Hears the signed-in customer after a sign-in or a read of the account, and null once signed out. */
  onAccountChange(listener: (customer: Customer | null) => void): () => void;
  withStorage(storage: StorageAdapter): ShopkitClient;
}
