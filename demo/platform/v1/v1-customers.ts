// REST API v1's customers: `GET /v1/customers` (newest first; limit 1-200, default 50; offset; `email=` a part of
// the address, any case) and `GET /v1/customers/<id>` (the customer, their saved addresses and their orders, lines
// included). A deleted customer is gone from both (404); their orders stay in /v1/orders without the person.
import type { Tx } from '../db/database.ts';
import type { Reply } from '../http/respond.ts';
import { countCustomers, findCustomer, listCustomers } from '../repo/customers.ts';
import { countCustomerOrders, listCustomerOrders } from '../repo/orders.ts';
import type { CustomerRecord } from '../customers/customer-types.ts';
import { integer, V1QueryError } from './parse-v1-order-query.ts';
import { presentV1Order } from './present-v1-order.ts';

async function presentV1Customer(tx: Tx, customer: CustomerRecord) {
  return {
    id: customer.id,
    email: customer.email,
    createdAt: customer.createdAt,
    orderCount: await countCustomerOrders(tx, customer),
  };
}

export async function listV1Customers(tx: Tx, shopId: string, query: URLSearchParams): Promise<Reply> {
  const limit = integer(query, 'limit', 50, 1, 200);
  const offset = integer(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const email = query.get('email');
  if (email !== null && email.length > 254)
    throw new V1QueryError(`email must be at most 254 characters; got ${email.length}`);
  const customers = await listCustomers(tx, { shopId, email, offset, limit });
  const data = [];
  for (const customer of customers) data.push(await presentV1Customer(tx, customer));
  return { status: 200, body: { data, total: await countCustomers(tx, { shopId, email }), limit, offset } };
}

export async function getV1Customer(tx: Tx, shopId: string, id: string): Promise<Reply | null> {
  const customer = await findCustomer(tx, shopId, id);
  if (!customer) return null;
  const orders = await listCustomerOrders(tx, customer);
  return {
    status: 200,
    body: {
      ...(await presentV1Customer(tx, customer)),
      addresses: customer.addresses,
      orders: orders.map((order) => presentV1Order(order, true)),
    },
  };
}
