// An order as REST v1 shows it (docs/design.md "REST API v1"). Orders are created when the hosted checkout's Pay
// succeeds, so paidAt is the creation time. `discounts` lists the applied codes with their amounts in the order's
// currency; `shipping` is the method with its cost (null for a shop that ships nothing), `shippingAddress` where the
// order goes (the key holder may read it; null once erased after its retention); `total` is
// `subtotal - discountTotal + shippingTotal`; `surface` the storefront surface it was made through
// (attribution/describe-surface.ts: `agentic` for an order an agent's checkout made).
import { describeSurface } from '../attribution/describe-surface.ts';
import { presentOrderTotals } from '../pricing/order-totals.ts';
import type { OrderRecord } from '../state/types.ts';

export function presentV1Order(order: OrderRecord, includeLines: boolean): Record<string, unknown> {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.createdAt,
    currency: order.currency,
    ...presentOrderTotals(order),
    customer: { email: order.customer?.email || null, name: order.customer?.name || null },
    surface: describeSurface(order),
    lineCount: order.lines.length,
    ...(includeLines
      ? {
          lines: order.lines.map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            name: line.name,
            variantName: line.variantName,
            sku: line.sku,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            lineTotal: line.lineTotal,
          })),
        }
      : {}),
  };
}
