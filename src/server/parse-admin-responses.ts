// Checks that a 2xx REST v1 body has the documented shape before handing it out as a typed record.
import type {
  ShopkitCustomer,
  ShopkitCustomerPage,
  ShopkitCustomerSummary,
  ShopkitOrder,
  ShopkitOrderPage,
} from './admin-types.ts';

export class AdminShapeError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkOrder(value: unknown, index: number): ShopkitOrder {
  const fields = ['id', 'number', 'status', 'createdAt', 'currency'] as const;
  if (!isObject(value)) throw new AdminShapeError(`data[${index}] is not an object`);
  for (const field of fields) {
    if (typeof value[field] !== 'string') throw new AdminShapeError(`data[${index}].${field} is not a string`);
  }
  for (const field of ['subtotal', 'discountTotal', 'shippingTotal', 'vatTotal', 'total'] as const)
    if (typeof value[field] !== 'number') throw new AdminShapeError(`data[${index}].${field} is not a number`);
  if (!Array.isArray(value.discounts)) throw new AdminShapeError(`data[${index}].discounts is not an array`);
  for (const field of ['shipping', 'shippingAddress'] as const)
    if (value[field] !== null && !isObject(value[field]))
      throw new AdminShapeError(`data[${index}].${field} is neither an object nor null`);
  if (value.lines !== undefined && !Array.isArray(value.lines))
    throw new AdminShapeError(`data[${index}].lines is not an array`);
  return value as unknown as ShopkitOrder;
}

export function parseOrderPage(body: unknown): ShopkitOrderPage {
  if (!isObject(body) || !Array.isArray(body.data))
    throw new AdminShapeError('expected {data: Order[], total, limit, offset}');
  for (const field of ['total', 'limit', 'offset'] as const) {
    if (typeof body[field] !== 'number') throw new AdminShapeError(`${field} is not a number`);
  }
  return {
    data: body.data.map(checkOrder),
    total: body.total as number,
    limit: body.limit as number,
    offset: body.offset as number,
  };
}

export function parseProductCount(body: unknown): number {
  if (!isObject(body) || typeof body.count !== 'number' || !Number.isInteger(body.count) || body.count < 0) {
    throw new AdminShapeError('expected {"count": <non-negative integer>}');
  }
  return body.count;
}

function checkCustomer(value: unknown, where: string): ShopkitCustomerSummary {
  if (!isObject(value)) throw new AdminShapeError(`${where} is not an object`);
  for (const field of ['id', 'email', 'createdAt'] as const)
    if (typeof value[field] !== 'string') throw new AdminShapeError(`${where}.${field} is not a string`);
  if (typeof value.orderCount !== 'number') throw new AdminShapeError(`${where}.orderCount is not a number`);
  return value as unknown as ShopkitCustomerSummary;
}

export function parseCustomerPage(body: unknown): ShopkitCustomerPage {
  if (!isObject(body) || !Array.isArray(body.data))
    throw new AdminShapeError('expected {data: Customer[], total, limit, offset}');
  for (const field of ['total', 'limit', 'offset'] as const)
    if (typeof body[field] !== 'number') throw new AdminShapeError(`${field} is not a number`);
  return {
    data: body.data.map((entry, index) => checkCustomer(entry, `data[${index}]`)),
    total: body.total as number,
    limit: body.limit as number,
    offset: body.offset as number,
  };
}

export function parseCustomer(body: unknown): ShopkitCustomer {
  const customer = checkCustomer(body, 'the customer');
  const record = body as Record<string, unknown>;
  if (!Array.isArray(record.addresses)) throw new AdminShapeError('addresses is not an array');
  if (!Array.isArray(record.orders)) throw new AdminShapeError('orders is not an array');
  return { ...customer, addresses: record.addresses, orders: record.orders.map(checkOrder) } as ShopkitCustomer;
}
