// What an order charged, as every view of an order shows it (REST v1, the customer's order history): the subtotal,
// the codes applied with their amounts, the shipping method and where it goes, VAT and the total, in the order's
// currency. `total` is `subtotal - discountTotal + shippingTotal`.
import type { OrderRecord } from '../state/types.ts';

export function presentOrderTotals(order: OrderRecord) {
  return {
    subtotal: order.subtotal,
    discounts: order.discounts.map(({ code, amount }) => ({ code, amount })),
    discountTotal: order.discountTotal,
    shipping: order.shipping,
    shippingTotal: order.shippingTotal,
    shippingAddress: order.shippingAddress,
    vatTotal: order.vatTotal,
    total: order.total,
  };
}
