// Turns a webhook call's query string into an event, or throws WebhookQueryError naming the bad parameter. An order
// event's `surface` is kept when it is one of the surfaces, else null (an older platform sends none).
import { isStorefrontSurface } from '../config/storefront.ts';
import {
  describeWebhookIdParam,
  isShopkitWebhookEventType,
  SHOPKIT_WEBHOOK_EVENTS,
  type ShopkitWebhookEvent,
} from './webhook-events.ts';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

export class WebhookQueryError extends Error {
  override name = 'WebhookQueryError';
}

function shorten(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

export function parseWebhookQuery(query: URLSearchParams): ShopkitWebhookEvent {
  const type = query.get('event_type');
  if (type === null || type === '') throw new WebhookQueryError('event_type is missing');
  if (!isShopkitWebhookEventType(type)) {
    throw new WebhookQueryError(`event_type ${shorten(type)} is not one of ${SHOPKIT_WEBHOOK_EVENTS.join(', ')}`);
  }
  const param = describeWebhookIdParam(type);
  const ids = query.getAll(param);
  if (ids.length === 0 || ids[0] === '') throw new WebhookQueryError(`${param} is missing for ${type}`);
  if (ids.length > 1) throw new WebhookQueryError(`${param} is given ${ids.length} times`);
  const id = ids[0]!;
  if (!ID_PATTERN.test(id)) throw new WebhookQueryError(`${param} ${shorten(id)} is not a valid id`);
  const surface = query.get('surface');
  if (param === 'customer_id') return { type: type as 'customer.created', group: 'customer', id, customerId: id };
  return param === 'order_id'
    ? {
        type: type as 'order.new',
        group: 'order',
        id,
        orderId: id,
        surface: isStorefrontSurface(surface) ? surface : null,
      }
    : { type: type as 'product.add', group: 'product', id, productId: id };
}
