// The webhook events a receiver reads (docs/design.md "Webhooks"), under the server helpers' names: the list, its
// check and each group's id parameter are the wire's (wire/webhook-events.ts).
import type { StorefrontSurface } from '../types/shop.ts';

export {
  WEBHOOK_EVENT_TYPES as SHOPKIT_WEBHOOK_EVENTS,
  describeWebhookIdParam,
  isWebhookEventType as isShopkitWebhookEventType,
  type WebhookEventType as ShopkitWebhookEventType,
} from '../../wire/webhook-events.ts';

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
