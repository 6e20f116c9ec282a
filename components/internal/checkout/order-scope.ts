// The scope a merchant's `<template>` inside `<shop-order-confirmation>` is bound to (docs/elements.md, "The order
// scope"): the order's number and state always; its lines, amounts, shipping and delivery address only for the
// browser that placed it, so a shared thank-you link binds nothing private.
import { formatMoney } from '../../../src/index.ts';
import type { CheckoutSession } from '../../../src/index.ts';
import type { ShopConfirmationState } from '../base/events.ts';
import { appliedDiscounts, describeCountry } from './order-summary.ts';

export interface OrderLineScope {
  productId: string;
  variantId: string;
  name: string;
  variant: string | null;
  quantity: number;
  unitPrice: number;
  unitPriceDisplay: string;
  lineTotal: number;
  lineTotalDisplay: string;
  image: { url: string; alt: string } | null;
}

export interface OrderScope {
  order: {
    number: string | null;
    state: ShopConfirmationState;
    loading: boolean;
    confirmed: boolean;
    pending: boolean;
    unknown: boolean;
    error: boolean;
    /** True when this browser placed the order: the lines and amounts below are filled. */
    own: boolean;
    currency: string | null;
    lines: OrderLineScope[];
    itemCount: number;
    discounts: Array<{ code: string; amount: number; amountDisplay: string }>;
    subtotal: number | null;
    subtotalDisplay: string;
    discountTotal: number | null;
    discountTotalDisplay: string;
    /** The method the order ships with and what it cost; null without shipping (or for someone else's order). */
    shipping: { name: string; amount: number; amountDisplay: string; free: boolean } | null;
    shippingTotal: number | null;
    shippingTotalDisplay: string;
    /** Where the order goes (this browser's own order only); null without shipping. */
    address: {
      name: string;
      street: string;
      postalCode: string;
      city: string;
      country: string;
      countryName: string;
      phone: string | null;
    } | null;
    vatTotal: number | null;
    vatTotalDisplay: string;
    total: number | null;
    totalDisplay: string;
  };
}

/** The scope for a state, the number shown, and this browser's own session (null when it is not this browser's). */
export function describeOrderScope(
  state: ShopConfirmationState,
  number: string | null,
  session: CheckoutSession | null,
  locale: string,
): OrderScope {
  const own = session !== null && (state === 'confirmed' || state === 'pending');
  const money = (amount: number | null) =>
    own && amount !== null ? formatMoney(amount, session!.currency, locale) : '';
  const discounts = own ? appliedDiscounts(session!) : [];
  const discountTotal = own ? (session!.discountTotal ?? discounts.reduce((sum, d) => sum + d.amount, 0)) : null;
  const lines: OrderLineScope[] = own
    ? session!.items.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variant: line.variantName,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        unitPriceDisplay: money(line.unitPrice),
        lineTotal: line.lineTotal,
        lineTotalDisplay: money(line.lineTotal),
        image: line.image ? { url: line.image.url, alt: line.image.alt } : null,
      }))
    : [];
  return {
    order: {
      number,
      state,
      loading: state === 'loading',
      confirmed: state === 'confirmed',
      pending: state === 'pending',
      unknown: state === 'unknown',
      error: state === 'error',
      own,
      currency: own ? session!.currency : null,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      discounts: discounts.map((d) => ({ code: d.code, amount: d.amount, amountDisplay: money(d.amount) })),
      subtotal: own ? session!.subtotal : null,
      subtotalDisplay: money(own ? session!.subtotal : null),
      discountTotal,
      discountTotalDisplay: money(discountTotal),
      shipping: own && session!.shipping ? describeShipping(session!, money) : null,
      shippingTotal: own ? (session!.shippingTotal ?? 0) : null,
      shippingTotalDisplay: money(own ? (session!.shippingTotal ?? 0) : null),
      address: own && session!.shippingAddress ? describeAddress(session!, locale) : null,
      vatTotal: own ? session!.vatTotal : null,
      vatTotalDisplay: money(own ? session!.vatTotal : null),
      total: own ? session!.total : null,
      totalDisplay: money(own ? session!.total : null),
    },
  };
}

function describeShipping(session: CheckoutSession, money: (amount: number | null) => string) {
  const { name, amount, free } = session.shipping!;
  return { name, amount, amountDisplay: money(amount), free };
}

function describeAddress(session: CheckoutSession, locale: string) {
  const address = session.shippingAddress!;
  return { ...address, countryName: describeCountry(address.country, locale) };
}
