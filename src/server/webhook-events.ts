// The six webhook events of the spec and the id parameter each group carries (docs/design.md "Webhooks").
import type { StorefrontSurface } from '../types/shop.ts';

export const SHOPKIT_WEBHOOK_EVENTS = [
  'order.new',
  'order.done',
  'order.cancelled',
  'product.add',
  'product.update',
  'product.delete',
] as const;
export type ShopkitWebhookEventType = (typeof SHOPKIT_WEBHOOK_EVENTS)[number];

export type ShopkitWebhookEvent =
  | {
      type: 'order.new' | 'order.done' | 'order.cancelled';
      group: 'order';
      id: string;
      orderId: string;
      /** The order's storefront surface (`agentic` for an agent's checkout), or null when the call names none. */
      surface: StorefrontSurface | null;
    }
  | { type: 'product.add' | 'product.update' | 'product.delete'; group: 'product'; id: string; productId: string };

export function isShopkitWebhookEventType(value: unknown): value is ShopkitWebhookEventType {
  return typeof value === 'string' && (SHOPKIT_WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** `order_id` for order.*, `product_id` for product.*. */
export function describeWebhookIdParam(type: ShopkitWebhookEventType): 'order_id' | 'product_id' {
  return type.startsWith('order.') ? 'order_id' : 'product_id';
}
