// The webhook events of the platform and the id parameter each group carries (docs/design.md "Webhooks"): the spec's
// six order and product events, and the customer events of accounts (docs/accounts.md). Written once, here, for the
// platform that sends them (demo/platform/webhooks/) and the server helpers that read them (src/server/).

export const WEBHOOK_EVENT_TYPES = [
  'order.new',
  'order.done',
  'order.cancelled',
  'product.add',
  'product.update',
  'product.delete',
  'customer.created',
  'customer.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The query parameter naming the event's record: `order_id` for order.*, `product_id`, `customer_id`. */
export function describeWebhookIdParam(type: WebhookEventType): 'order_id' | 'product_id' | 'customer_id' {
  return `${type.split('.')[0] as 'order' | 'product' | 'customer'}_id`;
}
