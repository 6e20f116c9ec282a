// The shopper's copy of their data (GET /v2/customer/export, and the control panel's "Export"): the account, the
// saved addresses, every order of theirs as they see it, and their sessions' times (never a token or a hash).
import type { Tx } from '../db/database.ts';
import { listSessionsOf } from '../repo/customer-sessions.ts';
import { listCustomerOrders } from '../repo/orders.ts';
import type { ShopRecord } from '../state/types.ts';
import type { CustomerRecord } from './customer-types.ts';
import { presentCustomerOrders } from './present-customer-order.ts';

export async function exportCustomer(
  tx: Tx,
  { shop, customer, cdnUrl, now }: { shop: ShopRecord; customer: CustomerRecord; cdnUrl: string; now: number },
) {
  const orders = await presentCustomerOrders(tx, await listCustomerOrders(tx, customer), cdnUrl);
  const sessions = await listSessionsOf(tx, customer.id);
  return {
    exportedAt: new Date(now).toISOString(),
    shop: { id: shop.id, name: shop.name },
    customer: { id: customer.id, email: customer.email, createdAt: customer.createdAt },
    addresses: customer.addresses,
    orders,
    sessions: sessions.map(({ signedInAt, lastSeenAt, expiresAt }) => ({ signedInAt, lastSeenAt, expiresAt })),
  };
}
