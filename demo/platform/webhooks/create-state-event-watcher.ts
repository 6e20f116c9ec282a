// Derives webhook events from state changes, whoever made them (hosted checkout Pay, control panel, admin API):
// a new order is order.new, an order whose status turned done / cancelled is order.done / order.cancelled, a new,
// changed or removed product is product.add / product.update / product.delete. Stock moves are not product updates.
import type { PlatformState, ProductRecord } from '../state/types.ts';
import type { WebhookEventType } from './webhook-state.ts';

export interface StateEvent { shopId: string; event: WebhookEventType; targetId: string }

interface Snapshot { orders: Map<string, string>; products: Map<string, { shopId: string; print: string }> }

function fingerprint(product: ProductRecord): string {
  return JSON.stringify({ ...product, variants: product.variants.map(({ stock: _stock, ...rest }) => rest) });
}

function snapshot(state: PlatformState): Snapshot {
  return {
    orders: new Map(state.orders.map((o) => [`${o.shopId}\u0000${o.id}`, o.status])),
    products: new Map(state.products.map((p) => [p.id, { shopId: p.shopId, print: fingerprint(p) }])),
  };
}

export function createStateEventWatcher(read: () => PlatformState): { check(): StateEvent[] } {
  let before = snapshot(read());
  return {
    check() {
      const state = read();
      const after = snapshot(state);
      const events: StateEvent[] = [];
      for (const order of state.orders) {
        const previous = before.orders.get(`${order.shopId}\u0000${order.id}`);
        if (previous === undefined) events.push({ shopId: order.shopId, event: 'order.new', targetId: order.id });
        else if (previous !== order.status && (order.status === 'done' || order.status === 'cancelled')) {
          events.push({ shopId: order.shopId, event: `order.${order.status}`, targetId: order.id });
        }
      }
      for (const [id, now] of after.products) {
        const previous = before.products.get(id);
        if (!previous) events.push({ shopId: now.shopId, event: 'product.add', targetId: id });
        else if (previous.print !== now.print) events.push({ shopId: now.shopId, event: 'product.update', targetId: id });
      }
      for (const [id, gone] of before.products) {
        if (!after.products.has(id)) events.push({ shopId: gone.shopId, event: 'product.delete', targetId: id });
      }
      before = after;
      return events;
    },
  };
}
