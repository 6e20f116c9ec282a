// The cart as the platform sends it (lines, codes, free shipping) and `client.cart`.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { DiscountReason } from '../../wire/discount-reason.ts';
import type { Image } from './catalogue.ts';
import type { StorefrontAttribution } from './shop.ts';
import type { RequestOptions } from './wire.ts';

export interface CartItem {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  slug: string;
  image: Image | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available: boolean;
}

export type { DiscountReason };

/** A code on a cart or checkout session: applied with its amount, or kept but not applied with the reason. */
export interface AppliedDiscount {
  /** As the shop wrote it (codes match case-insensitively). */
  code: string;
  applied: boolean;
  reason: DiscountReason | null;
  /** Minor units of the record's currency; 0 when not applied. */
  amount: number;
}

/** How far a cart is from free shipping, in the cart's currency (docs/design.md, "Shipping"). */
export interface FreeShipping {
  /** The shop's method with the lowest free-shipping threshold, which this state is about. */
  methodId: string;
  methodName: string;
  /** The goods total (after discounts, VAT included) from which that method ships free. */
  threshold: number;
  /** What the goods still lack to reach it; 0 once reached. */
  remaining: number;
  reached: boolean;
}

export interface Cart {
  id: string;
  storeId: number;
  currency: string;
  storefront: StorefrontAttribution | null;
  items: CartItem[];
  itemCount: number;
  /** The sum of the line totals. */
  subtotal: number;
  discounts: AppliedDiscount[];
  discountTotal: number;
  /** The VAT contained in `total`. */
  vatTotal: number;
  /** `subtotal - discountTotal`: the goods, before shipping. */
  total: number;
  /** How far the cart is from free shipping; null when no method of the shop ships free. */
  freeShipping: FreeShipping | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/** A code that could not apply: what `ShopkitDiscountError` carries and `onDiscountRejected` hears. */
export interface ShopkitDiscountRejection {
  /** The code as it was asked for. */
  code: string;
  reason: DiscountReason;
  /** For `below_minimum`: the minimum subtotal in minor units of `currency`; else null. */
  minimumSubtotal: number | null;
  currency: string | null;
  /** True while the code stays waiting for a later change (a cart that may still qualify). */
  pending: boolean;
}

export interface CartLineInput {
  productId: string;
  variantId?: string;
  quantity?: number;
}

export interface CartResource {
  create(input?: { items?: CartLineInput[] }, options?: RequestOptions): Promise<Cart>;
  get(cartId: string, options?: RequestOptions): Promise<Cart | null>;
  addItem(cartId: string, line: CartLineInput, options?: RequestOptions): Promise<Cart>;
  updateItem(cartId: string, itemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  removeItem(cartId: string, itemId: string, options?: RequestOptions): Promise<Cart>;
  delete(cartId: string, options?: RequestOptions): Promise<void>;
  id(): Promise<string | null>;
  current(options?: RequestOptions): Promise<Cart | null>;
  add(line: CartLineInput, options?: RequestOptions): Promise<Cart>;
  update(itemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  remove(itemId: string, options?: RequestOptions): Promise<Cart>;
  clear(options?: RequestOptions): Promise<void>;
  /** Stateless: applies a code to a cart (a code that cannot apply rejects with `ShopkitDiscountError`). */
  applyDiscountTo(cartId: string, code: string, options?: RequestOptions): Promise<Cart>;
  /** Stateless: takes a code off a cart; a code the cart does not hold leaves it unchanged. */
  removeDiscountFrom(cartId: string, code: string, options?: RequestOptions): Promise<Cart>;
  /**
   * Applies a code to the remembered cart. With no cart yet the code is kept and applied when the first `add` creates
   * the cart; then it resolves null.
   */
  applyDiscount(code: string, options?: RequestOptions): Promise<Cart | null>;
  /** Takes a code off the remembered cart (and forgets it if it was waiting); null when there is no cart. */
  removeDiscount(code: string, options?: RequestOptions): Promise<Cart | null>;
  /**
   * Keeps a code to apply with the next change of the remembered cart, its creation included (the `?discount=`
   * link); null forgets it. A code that then cannot apply is reported once through `onDiscountRejected`.
   */
  deferDiscount(code: string | null): Promise<void>;
  /** The code waiting for the next change, or null. */
  pendingDiscount(): Promise<string | null>;
}
