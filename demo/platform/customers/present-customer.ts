// The customer as the Commerce API shows them to themselves (openapi.json's Customer).
import type { Customer } from '../../../wire/customer.ts';
import type { Tx } from '../db/database.ts';
import { countCustomerOrders } from '../repo/orders.ts';
import type { CustomerRecord } from './customer-types.ts';

export async function presentCustomer(tx: Tx, customer: CustomerRecord): Promise<Customer> {
  return {
    id: customer.id,
    email: customer.email,
    createdAt: customer.createdAt,
    addresses: customer.addresses,
    orderCount: await countCustomerOrders(tx, customer),
  };
}
