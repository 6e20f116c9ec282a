// The customer an address signs in as: found, or made on its first sign-in (customer.created). Either way the shop's
// orders placed as a guest with the address, now verified, become theirs, and the addresses they were delivered to
// become saved addresses (the next checkout is filled in with the latest).
import type { Tx } from '../db/database.ts';
import { findCustomer, findCustomerByEmail, insertCustomer, saveCustomerAddresses } from '../repo/customers.ts';
import { keepAddress } from './saved-addresses.ts';
import { linkGuestOrders } from '../repo/orders.ts';
import { createId } from '../state/create-id.ts';
import type { ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import type { CustomerRecord } from './customer-types.ts';
import type { EmailAddress } from './email-address.ts';

export async function signInCustomer(
  tx: Tx,
  shop: ShopRecord,
  address: EmailAddress,
  now: number,
): Promise<CustomerRecord> {
  let customer = await findCustomerByEmail(tx, shop.id, address.key);
  if (!customer) {
    const at = new Date(now).toISOString();
    const made: CustomerRecord = {
      id: createId('cus'),
      shopId: shop.id,
      email: address.email,
      emailKey: address.key,
      addresses: [],
      createdAt: at,
      updatedAt: at,
    };
    if (await insertCustomer(tx, made)) {
      await queueWebhook(tx, { shopId: shop.id, event: 'customer.created', targetId: made.id }, now);
      customer = made;
    } else customer = (await findCustomerByEmail(tx, shop.id, address.key))!;
  }
  const delivered = await linkGuestOrders(tx, shop.id, address.key, customer.id);
  if (delivered.length === 0) return customer;
  const locked = (await findCustomer(tx, shop.id, customer.id, { lock: true }))!;
  for (const order of delivered) keepAddress(locked, order.shippingAddress, order.createdAt);
  await saveCustomerAddresses(tx, locked, new Date(now).toISOString());
  return locked;
}
