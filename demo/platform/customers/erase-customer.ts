// Deleting an account (the shopper's own request, or the merchant's in the control panel): the customer, their saved
// addresses, sessions, sign-in codes and lock go; their orders (those of the account and those placed with the
// address as a guest) stay for the shop's books with the person taken out: no name, e-mail, delivery address or
// analytics ids, and no confirmation e-mail still waiting to be sent. Their carts stay with the browsers that hold
// them, no longer named. customer.deleted tells the shop's receiver. One transaction: all of it or nothing.
import type { Tx } from '../db/database.ts';
import { detachCustomerCarts } from '../repo/carts.ts';
import { deleteCustomerRow } from '../repo/customers.ts';
import { deleteSessionsOf } from '../repo/customer-sessions.ts';
import { deleteMailAbout } from '../repo/mail-outbox.ts';
import { deleteChallengesOf } from '../repo/sign-in-challenges.ts';
import { deleteSignInLock } from '../repo/sign-in-locks.ts';
import { toJson } from '../repo/json-column.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import type { CustomerRecord } from './customer-types.ts';

const NOBODY = toJson({ name: '', email: '' });
const NO_ANALYTICS = toJson({ consentCategories: [], gaClientId: null, gaSessionId: null });

/** The person's orders: the account's, and a guest's placed with the same address. */
async function ordersOf(tx: Tx, customer: CustomerRecord) {
  return tx.db
    .selectFrom('orders')
    .select(['id', 'sessionId'])
    .where('shopId', '=', customer.shopId)
    .where((eb) => eb.or([eb('customerId', '=', customer.id), eb('customerEmailKey', '=', customer.emailKey)]))
    .execute();
}

export async function eraseCustomer(tx: Tx, customer: CustomerRecord, now: number): Promise<{ orders: number }> {
  const orders = await ordersOf(tx, customer);
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length > 0) {
    await tx.db
      .updateTable('orders')
      .set({
        customer: NOBODY,
        customerId: null,
        customerEmailKey: null,
        shippingAddress: null,
        analytics: NO_ANALYTICS,
      })
      .where('id', 'in', orderIds)
      .execute();
    await tx.db
      .updateTable('checkoutSessions')
      .set({ shippingAddress: null, customerId: null })
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            orders.map((order) => order.sessionId),
          ),
          eb('customerId', '=', customer.id),
        ]),
      )
      .execute();
  } else
    await tx.db
      .updateTable('checkoutSessions')
      .set({ customerId: null })
      .where('customerId', '=', customer.id)
      .execute();
  await deleteMailAbout(tx, customer.shopId, orderIds);
  await detachCustomerCarts(tx, customer.id);
  await deleteSessionsOf(tx, customer.id);
  await deleteChallengesOf(tx, customer.shopId, customer.emailKey);
  await deleteSignInLock(tx, customer.shopId, customer.emailKey);
  await deleteCustomerRow(tx, customer.id);
  await queueWebhook(tx, { shopId: customer.shopId, event: 'customer.deleted', targetId: customer.id }, now);
  return { orders: orderIds.length };
}
