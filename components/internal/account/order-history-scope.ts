// The scope a merchant's `<template>` inside `<shop-order-history>` is bound to (docs/elements.md, "The order history
// scope"): the signed-in shopper's orders, newest first, each as its confirmation shows it (lines, codes, shipping,
// address, VAT and total, formatted in the page's locale and the order's currency), whether it can be bought again,
// and what the last "buy again" did. Every path is always present (null or empty when there is nothing).
import { formatMoney } from '../../../src/index.ts';
import type { CartItem, Customer, CustomerOrder } from '../../../src/index.ts';
import { buildProductUrl } from '../catalogue/product-url.ts';
import type { AccountTexts } from '../texts/account-texts.ts';

export type OrderHistoryState = 'loading' | 'ready' | 'empty' | 'signed-out' | 'error';

export interface OrderLineScope {
  name: string;
  variant: string | null;
  label: string;
  url: string;
  image: { url: string; alt: string } | null;
  quantity: number;
  unitPriceDisplay: string;
  lineTotalDisplay: string;
  /** The line can be bought again in that quantity now. */
  available: boolean;
}

export interface OrderScope {
  id: string;
  number: string;
  status: string;
  statusText: string;
  placedAt: string;
  placedDisplay: string;
  currency: string;
  lines: OrderLineScope[];
  count: number;
  subtotalDisplay: string;
  hasDiscount: boolean;
  discounts: Array<{ code: string; amountDisplay: string }>;
  discountDisplay: string;
  shipping: { name: string; display: string; free: boolean } | null;
  vatDisplay: string;
  totalDisplay: string;
  address: { name: string; street: string; postalCode: string; city: string; country: string; phone: string } | null;
  /** Some line can be bought again. */
  reorderable: boolean;
  /** A "buy again" of this order is on its way. */
  updating: boolean;
  /** What the last "buy again" of this order did, or why it failed; empty when none. */
  message: string;
  ids: { message: string };
  labels: { reorder: string };
}

export interface OrderHistoryScope {
  account: { signedIn: boolean; email: string; state: OrderHistoryState; loading: boolean; empty: boolean };
  orders: OrderScope[];
  hasMore: boolean;
  loadingMore: boolean;
  error: string;
}

export interface OrderScopeContext {
  locale: string;
  texts: AccountTexts;
  productUrl: string;
  key: string;
  /** The order a "buy again" is on its way for, and the message of each order's last one. */
  reordering: string | null;
  messages: ReadonlyMap<string, string>;
  country: (code: string) => string;
}

function line(item: CartItem, order: CustomerOrder, context: OrderScopeContext): OrderLineScope {
  const money = (amount: number) => formatMoney(amount, order.currency, context.locale);
  return {
    name: item.name,
    variant: item.variantName,
    label: item.variantName ? `${item.name}, ${item.variantName}` : item.name,
    url: buildProductUrl(context.productUrl, { slug: item.slug, id: item.productId }),
    image: item.image ? { url: item.image.url, alt: item.image.alt } : null,
    quantity: item.quantity,
    unitPriceDisplay: money(item.unitPrice),
    lineTotalDisplay: money(item.lineTotal),
    available: item.available,
  };
}

export function describeOrder(order: CustomerOrder, context: OrderScopeContext): OrderScope {
  const money = (amount: number) => formatMoney(amount, order.currency, context.locale);
  const placed = new Intl.DateTimeFormat(context.locale, { dateStyle: 'long' }).format(new Date(order.createdAt));
  const address = order.shippingAddress;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusText: context.texts.orderStatus[order.status],
    placedAt: order.createdAt,
    placedDisplay: placed,
    currency: order.currency,
    lines: order.items.map((item) => line(item, order, context)),
    count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalDisplay: money(order.subtotal),
    hasDiscount: order.discountTotal > 0,
    discounts: order.discounts.map((discount) => ({ code: discount.code, amountDisplay: money(discount.amount) })),
    discountDisplay: order.discountTotal > 0 ? money(order.discountTotal) : '',
    shipping: order.shipping && {
      name: order.shipping.name,
      display: order.shipping.free ? '' : money(order.shipping.amount),
      free: order.shipping.free,
    },
    vatDisplay: money(order.vatTotal),
    totalDisplay: money(order.total),
    address: address && { ...address, country: context.country(address.country), phone: address.phone ?? '' },
    reorderable: order.items.some((item) => item.available),
    updating: context.reordering === order.id,
    message: context.messages.get(order.id) ?? '',
    ids: { message: `${context.key}-${order.id}-message` },
    labels: { reorder: `${context.texts.reorder}: ${order.number}` },
  };
}

export function describeOrderHistory(
  view: { state: OrderHistoryState; customer: Customer | null; orders: CustomerOrder[]; hasMore: boolean },
  extra: { loadingMore: boolean; error: string },
  context: OrderScopeContext,
): OrderHistoryScope {
  const { state, customer, orders } = view;
  return {
    account: {
      signedIn: customer !== null,
      email: customer?.email ?? '',
      state,
      loading: state === 'loading',
      empty: state === 'empty',
    },
    orders: orders.map((order) => describeOrder(order, context)),
    hasMore: view.hasMore,
    loadingMore: extra.loadingMore,
    error: extra.error,
  };
}
