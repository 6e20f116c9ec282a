// The signed-in customer's own account: read it, delete it (with a recent sign-in), export it, their orders, one
// order, reorder one, keep and forget delivery addresses, and the cart that follows them. Every route needs a valid
// customer token of this shop (401 session_invalid otherwise) and reads only that customer's records.
import { eraseCustomer } from '../customers/erase-customer.ts';
import { exportCustomer } from '../customers/export-customer.ts';
import { followCart } from '../customers/follow-cart.ts';
import { checkFreeText } from '../rules/free-text.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import { presentCustomerOrders } from '../customers/present-customer-order.ts';
import { reorder } from '../customers/reorder.ts';
import { forgetAddress, keepAddress } from '../customers/saved-addresses.ts';
import { requireRecentSignIn } from '../customers/customer-sessions.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { findCustomer, saveCustomerAddresses } from '../repo/customers.ts';
import { countCustomerOrders, findOrder, listCustomerOrders } from '../repo/orders.ts';
import { isCountryCode } from '../shipping/country-names.ts';
import type { ShippingAddress } from '../../../wire/shipping.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { encodeCursor, parseCursor, previousCursor, readLimit } from './params.ts';
import { signedIn } from './sign-in-routes.ts';

const nowIso = (request: ApiRequest) => new Date(request.platform.now()).toISOString();

/** The customer's order with this id; another customer's or another shop's is a 404 like an unknown one. */
async function loadOwnOrder(request: ApiRequest) {
  const { customer } = signedIn(request);
  const order = await findOrder(request.tx, request.shop.id, request.params.orderId ?? '');
  if (!order || order.customerId !== customer.id) throw notFound('order', request.params.orderId ?? '');
  return order;
}

/** A body's address (checked against openapi.json's SavedAddressInput) under the free-text rule. */
function readAddress(body: Record<string, string | null | undefined>): ShippingAddress {
  const country = String(body.country).toUpperCase();
  if (!isCountryCode(country)) throw invalid('country', body.country, 'is not an ISO 3166-1 alpha-2 country code');
  const text = (field: 'name' | 'street' | 'postalCode' | 'city') => checkFreeText(field, String(body[field]).trim());
  const phone = body.phone ? checkFreeText('phone', body.phone.trim()) : null;
  return {
    name: text('name'),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    country,
    phone,
  };
}

function addOrderRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/customer/orders', {
    scope: 'customer:read',
    customer: 'required',
    async handle(request) {
      const { customer } = signedIn(request);
      const limit = readLimit(request.query);
      const offset = parseCursor(request.query);
      const orders = await listCustomerOrders(request.tx, customer, { offset, limit });
      const total = await countCustomerOrders(request.tx, customer);
      const data = await presentCustomerOrders(request.tx, orders, request.platform.urls.cdn);
      const nextCursor = offset + limit < total ? encodeCursor(offset + limit) : null;
      return { status: 200, body: { data, nextCursor, previousCursor: previousCursor(offset, limit) } };
    },
  });
  router.add('GET', '/v2/customer/orders/:orderId', {
    scope: 'customer:read',
    customer: 'required',
    async handle(request) {
      const [order] = await presentCustomerOrders(request.tx, [await loadOwnOrder(request)], request.platform.urls.cdn);
      return { status: 200, body: order };
    },
  });
  router.add('POST', '/v2/customer/orders/:orderId/reorder', {
    scope: 'customer:write',
    customer: 'required',
    maxBodyBytes: 1024,
    async handle(request) {
      const order = await loadOwnOrder(request);
      const cartId = (request.body as { cartId?: string | null } | undefined)?.cartId ?? null;
      return { status: 200, body: await reorder(request, signedIn(request).customer, order, cartId) };
    },
  });
}

function addAddressRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/customer/addresses', {
    scope: 'customer:write',
    customer: 'required',
    maxBodyBytes: 4096,
    async handle(request) {
      const address = readAddress(request.body as Record<string, string>);
      const customer = (await findCustomer(request.tx, request.shop.id, signedIn(request).customer.id, {
        lock: true,
      }))!;
      const saved = keepAddress(customer, address, nowIso(request));
      await saveCustomerAddresses(request.tx, customer, nowIso(request));
      return { status: 201, body: saved };
    },
  });
  router.add('DELETE', '/v2/customer/addresses/:addressId', {
    scope: 'customer:write',
    customer: 'required',
    async handle(request) {
      const customer = (await findCustomer(request.tx, request.shop.id, signedIn(request).customer.id, {
        lock: true,
      }))!;
      if (!forgetAddress(customer, request.params.addressId ?? ''))
        throw notFound('address', request.params.addressId ?? '');
      await saveCustomerAddresses(request.tx, customer, nowIso(request));
      return { status: 204 };
    },
  });
}

export function addCustomerRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/customer', {
    scope: 'customer:read',
    customer: 'required',
    handle: async (request) => ({ status: 200, body: await presentCustomer(request.tx, signedIn(request).customer) }),
  });
  router.add('DELETE', '/v2/customer', {
    scope: 'customer:write',
    customer: 'required',
    async handle(request) {
      const current = signedIn(request);
      requireRecentSignIn(current, request.platform.now());
      const customer = await findCustomer(request.tx, request.shop.id, current.customer.id, { lock: true });
      if (customer) await eraseCustomer(request.tx, customer, request.platform.now());
      return { status: 204 };
    },
  });
  router.add('GET', '/v2/customer/export', {
    scope: 'customer:read',
    customer: 'required',
    async handle(request) {
      const { shop, platform } = request;
      const context = { shop, customer: signedIn(request).customer, cdnUrl: platform.urls.cdn, now: platform.now() };
      return { status: 200, body: await exportCustomer(request.tx, context) };
    },
  });
  router.add('POST', '/v2/customer/cart', {
    scope: 'customer:write',
    customer: 'required',
    maxBodyBytes: 1024,
    async handle(request) {
      const cartId = (request.body as { cartId?: string | null } | undefined)?.cartId ?? null;
      return { status: 200, body: await followCart(request, signedIn(request).customer, cartId) };
    },
  });
  addOrderRoutes(router);
  addAddressRoutes(router);
}
