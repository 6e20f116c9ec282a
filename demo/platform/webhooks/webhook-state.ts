// Webhook settings, deliveries and log entries (stored by repo/webhook-*.ts); the events are the wire's.
import { describeWebhookIdParam, type WebhookEventType } from '../../../wire/webhook-events.ts';

/** An order, product or customer change a webhook reports, named where it happens. */
export interface ShopChange {
  shopId: string;
  event: WebhookEventType;
  targetId: string;
  /** Order events: the order's storefront surface (attribution/describe-surface.ts), sent as `surface`. */
  surface?: string;
}

export interface WebhookSettings {
  url: string;
  events: WebhookEventType[];
}

export interface PendingDelivery {
  id: string;
  shopId: string;
  event: WebhookEventType;
  targetId: string;
  url: string;
  /** Attempts made so far. */
  attempts: number;
  nextAttemptAt: string;
  test: boolean;
}

export interface DeliveryLogEntry {
  at: string;
  deliveryId: string;
  shopId: string;
  event: WebhookEventType;
  targetId: string;
  url: string;
  attempt: number;
  /** HTTP status, or null when no answer came (timeout, refused). */
  status: number | null;
  outcome: 'delivered' | 'retrying' | 'gave_up';
  error: string | null;
  test: boolean;
}

/**
 * The receiver URL with `event_type`, `order_id`, `product_id` or `customer_id`, and an order event's `surface` when
 * known.
 */
export function describeWebhookUrl(settingsUrl: string, change: Omit<ShopChange, 'shopId'>): string {
  const url = new URL(settingsUrl);
  url.searchParams.set('event_type', change.event);
  url.searchParams.set(describeWebhookIdParam(change.event), change.targetId);
  if (change.surface && change.event.startsWith('order.')) url.searchParams.set('surface', change.surface);
  return url.toString();
}

/** The made-up id a test delivery of `event` names (`ord_test_0001`, `prod_test_0001`, `cus_test_0001`). */
export function describeTestTarget(event: WebhookEventType): string {
  const group = event.split('.')[0];
  return group === 'order' ? 'ord_test_0001' : group === 'product' ? 'prod_test_0001' : 'cus_test_0001';
}
