// The scope a merchant's `<template>` inside `<shop-cart-contents>` is bound to (docs/elements.md, "The cart scope"):
// the remembered cart's lines and amounts, each amount in minor units and formatted, how far it is from free shipping,
// the states the merchant's CSS and bindings show, and the messages of the last actions. Every path is always present (null or empty when there
// is nothing), so a binding to a path outside this shape is a mistake the element can warn about.
import { formatMoney } from '../../../../src/index.ts';
import type { AppliedDiscount, Cart, CartItem } from '../../../../src/index.ts';
import type { CartSnapshot } from '../cart-store.ts';
import { lineLabel } from '../line-label.ts';
import { buildProductUrl } from '../../catalogue/product-url.ts';
import { describeRejection } from '../discount-rows.ts';
import type { CartTexts } from '../../texts/cart-page-texts.ts';
import { MAX_LINE_QUANTITY } from '../parse-quantity.ts';
import { describeFreeShipping, type CartFreeShippingScope } from './scope-free-shipping.ts';

/** What the element shows, reflected as its `state` attribute. */
export type CartContentsState = 'loading' | 'ready' | 'empty' | 'error';

export interface CartLineScope {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variant: string | null;
  /** The name with the variant: "Stoneware Mug, Clay". */
  label: string;
  slug: string;
  url: string;
  image: { url: string; alt: string } | null;
  available: boolean;
  /** The quantity shown: the one asked for while it is being written, else the platform's. */
  quantity: number;
  unitPrice: number;
  unitPriceDisplay: string;
  lineTotal: number;
  lineTotalDisplay: string;
  updating: boolean;
  canDecrease: boolean;
  canIncrease: boolean;
  /** Why the last change of this line was refused or failed; empty when none. */
  message: string;
  invalid: boolean;
  /** Ids unique on the page, for `id`, `for` and `aria-describedby` bindings. */
  ids: { quantity: string; message: string };
  /** Accessible names for the line's controls: "One more: Stoneware Mug, Clay". */
  labels: { decrease: string; increase: string; remove: string; quantity: string };
}

export interface CartDiscountScope {
  code: string;
  applied: boolean;
  amount: number;
  amountDisplay: string;
  reason: string | null;
  /** Why a code on the cart does not apply now; empty when it applies. */
  reasonText: string;
  labels: { remove: string };
}

export interface CartScope {
  cart: {
    state: CartContentsState;
    loading: boolean;
    empty: boolean;
    updating: boolean;
    /** The last failure, in a shopper's words; empty when none. */
    error: string;
    /** The last thing announced (a removal, a refused quantity, a code). */
    message: string;
    count: number;
    /** The count in words: "3 items". */
    countText: string;
    currency: string | null;
    lines: CartLineScope[];
    subtotal: number | null;
    subtotalDisplay: string;
    discount: number;
    discountDisplay: string;
    hasDiscount: boolean;
    discounts: CartDiscountScope[];
    vat: number | null;
    vatDisplay: string;
    total: number | null;
    totalDisplay: string;
    freeShipping: CartFreeShippingScope;
    discountMessage: string;
    discountInvalid: boolean;
  };
}

/** Everything the scope is described from: the store's snapshot and the element's own state. */
export interface CartScopeView {
  snapshot: CartSnapshot;
  state: CartContentsState;
  updating: boolean;
  error: string;
  message: string;
  discountMessage: { text: string; error: boolean } | null;
  lineMessages: ReadonlyMap<string, string>;
  /** Unique on the page: the prefix of the lines' ids. */
  key: string;
  locale: string;
  texts: CartTexts;
  productUrl: string;
}

function describeLine(item: CartItem, cart: Cart, view: CartScopeView): CartLineScope {
  const { texts, locale } = view;
  const money = (amount: number): string => formatMoney(amount, cart.currency, locale);
  const label = lineLabel(item);
  const quantity = view.snapshot.pending?.get(item.id) ?? item.quantity;
  const message = view.lineMessages.get(item.id) ?? '';
  const id = `${view.key}-${item.id.replace(/[^\w-]/g, '_')}`;
  return {
    id: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    variant: item.variantName,
    label,
    slug: item.slug,
    url: buildProductUrl(view.productUrl, { id: item.productId, slug: item.slug }),
    image: item.image ? { url: item.image.url, alt: item.image.alt } : null,
    available: item.available,
    quantity,
    unitPrice: item.unitPrice,
    unitPriceDisplay: money(item.unitPrice),
    lineTotal: item.lineTotal,
    lineTotalDisplay: money(item.lineTotal),
    updating: view.snapshot.pending?.has(item.id) ?? false,
    canDecrease: quantity > 1,
    canIncrease: quantity < MAX_LINE_QUANTITY,
    message,
    invalid: message !== '',
    ids: { quantity: `${id}-quantity`, message: `${id}-message` },
    labels: {
      decrease: `${texts.decrease}: ${label}`,
      increase: `${texts.increase}: ${label}`,
      remove: `${texts.remove}: ${label}`,
      quantity: `${texts.quantity}: ${label}`,
    },
  };
}

function describeDiscount(discount: AppliedDiscount, cart: Cart, view: CartScopeView): CartDiscountScope {
  const reason = { code: discount.code, reason: discount.reason ?? 'unknown', minimumSubtotal: null, currency: null };
  return {
    code: discount.code,
    applied: discount.applied,
    amount: discount.amount,
    amountDisplay: discount.applied ? formatMoney(discount.amount, cart.currency, view.locale) : '',
    reason: discount.reason,
    reasonText: discount.applied ? '' : describeRejection(reason, view.texts, view.locale),
    labels: { remove: view.texts.removeCode(discount.code) },
  };
}

export function describeCartScope(view: CartScopeView): CartScope {
  const cart = view.snapshot.cart;
  const money = (amount: number | undefined): string =>
    cart && amount !== undefined ? formatMoney(amount, cart.currency, view.locale) : '';
  const discount = cart?.discountTotal ?? 0;
  return {
    cart: {
      state: view.state,
      loading: view.state === 'loading',
      empty: view.state === 'empty',
      updating: view.updating,
      error: view.error,
      message: view.message,
      count: cart?.itemCount ?? 0,
      countText: view.texts.itemCount(cart?.itemCount ?? 0),
      currency: cart?.currency ?? null,
      lines: cart ? cart.items.map((item) => describeLine(item, cart, view)) : [],
      subtotal: cart?.subtotal ?? null,
      subtotalDisplay: money(cart?.subtotal),
      discount,
      discountDisplay: discount > 0 ? money(discount) : '',
      hasDiscount: discount > 0,
      discounts: cart ? cart.discounts.map((code) => describeDiscount(code, cart, view)) : [],
      vat: cart?.vatTotal ?? null,
      vatDisplay: money(cart?.vatTotal),
      total: cart?.total ?? null,
      totalDisplay: money(cart?.total),
      freeShipping: describeFreeShipping(cart?.freeShipping ?? null, money),
      discountMessage: view.discountMessage?.text ?? '',
      discountInvalid: view.discountMessage?.error ?? false,
    },
  };
}
