// Validates orders.list and customers.list options and turns them into the REST v1 query string (docs/design.md
// "REST API v1").
import { ShopkitConfigError } from '../errors/shopkit-config-error.ts';
import {
  SHOPKIT_ORDER_STATUSES,
  type ShopkitCustomerListOptions,
  type ShopkitOrderListOptions,
  type ShopkitOrderStatus,
} from './admin-types.ts';

function integerIn(field: string, value: unknown, min: number, max: number): string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ShopkitConfigError(field, `expected an integer from ${min} to ${max}; got ${JSON.stringify(value)}`);
  }
  return String(value);
}

function instant(field: string, value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' && value.trim() !== '' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new ShopkitConfigError(
      field,
      `expected a Date or an ISO 8601 date-time; got ${JSON.stringify(value instanceof Date ? 'Invalid Date' : value)}`,
    );
  }
  return date.toISOString();
}

export function describeOrderQuery(options: ShopkitOrderListOptions = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (options.limit !== undefined) query.set('limit', integerIn('orders.list limit', options.limit, 1, 200));
  if (options.offset !== undefined)
    query.set('offset', integerIn('orders.list offset', options.offset, 0, Number.MAX_SAFE_INTEGER));
  if (options.status !== undefined) {
    if (!SHOPKIT_ORDER_STATUSES.includes(options.status as ShopkitOrderStatus)) {
      throw new ShopkitConfigError(
        'orders.list status',
        `expected one of ${SHOPKIT_ORDER_STATUSES.join(', ')}; got ${JSON.stringify(options.status)}`,
      );
    }
    query.set('status', options.status);
  }
  if (options.from !== undefined) query.set('from', instant('orders.list from', options.from));
  if (options.to !== undefined) query.set('to', instant('orders.list to', options.to));
  if (options.includeLines !== undefined) {
    if (typeof options.includeLines !== 'boolean') {
      throw new ShopkitConfigError(
        'orders.list includeLines',
        `expected a boolean; got ${JSON.stringify(options.includeLines)}`,
      );
    }
    if (options.includeLines) query.set('include', 'lines');
  }
  return query;
}

export function describeCustomerQuery(options: ShopkitCustomerListOptions = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (options.limit !== undefined) query.set('limit', integerIn('customers.list limit', options.limit, 1, 200));
  if (options.offset !== undefined)
    query.set('offset', integerIn('customers.list offset', options.offset, 0, Number.MAX_SAFE_INTEGER));
  if (options.email !== undefined) {
    if (typeof options.email !== 'string' || options.email.length > 254)
      throw new ShopkitConfigError(
        'customers.list email',
        `expected text of at most 254 characters; got ${JSON.stringify(String(options.email).slice(0, 40))}`,
      );
    if (options.email !== '') query.set('email', options.email);
  }
  return query;
}
