// An order as its customer sees it (openapi.json's CustomerOrder): what the confirmation page shows (lines, codes,
// shipping and address, VAT, total) in the currency it was charged in, each line saying whether it can be bought
// again in that quantity now. The products of a page of orders are read once.
import type { Tx } from '../db/database.ts';
import { presentLine } from '../api/present-cart.ts';
import { loadLineProducts, type LineProducts } from '../pricing/price-lines.ts';
import { presentOrderTotals } from '../pricing/order-totals.ts';
import type { OrderRecord } from '../state/types.ts';

export function presentCustomerOrder(order: OrderRecord, products: LineProducts, cdnUrl: string) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    currency: order.currency,
    items: order.lines.map((line) => presentLine(products, line, cdnUrl, order.shopId)),
    ...presentOrderTotals(order),
  };
}

export async function presentCustomerOrders(tx: Tx, orders: OrderRecord[], cdnUrl: string) {
  const shopId = orders[0]?.shopId;
  const products = shopId
    ? await loadLineProducts(
        tx,
        shopId,
        orders.flatMap((order) => order.lines),
      )
    : new Map();
  return orders.map((order) => presentCustomerOrder(order, products, cdnUrl));
}
