// The webhook events of the platform and the id parameter each group carries (docs/design.md "Webhooks"): the spec's
// six order and product events, and the customer events of accounts (docs/accounts.md).
import type { StorefrontSurface } from '../types/shop.ts';

export const SHOPKIT_WEBHOOK_EVENTS = [
  'order.new',
  'order.done',
  'order.cancelled',
  'product.add',
  'product.update',
  'product.delete',
  'customer.created',
  'customer.deleted',
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
  | { type: 'product.add' | 'product.update' | 'product.delete'; group: 'product'; id: string; productId: string }
  | { type: 'customer.created' | 'customer.deleted'; group: 'customer'; id: string; customerId: string };

export function isShopkitWebhookEventType(value: unknown): value is ShopkitWebhookEventType {
  return typeof value === 'string' && (SHOPKIT_WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** `order_id` for order.*, `product_id` for product.*, `customer_id` for customer.*. */
export function describeWebhookIdParam(type: ShopkitWebhookEventType): 'order_id' | 'product_id' | 'customer_id' {
  return `${type.split('.')[0] as 'order' | 'product' | 'customer'}_id`;
}
