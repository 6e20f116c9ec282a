// Customers in the panel: the list, one customer, the JSON export (the same the shopper gets) and the delete, which
// erases the person as the shopper's own delete does (customers/erase-customer.ts) and fires customer.deleted.
import type { ServerResponse } from 'node:http';
import type { Router } from '../http/router.ts';
import { eraseCustomer } from '../customers/erase-customer.ts';
import { exportCustomer } from '../customers/export-customer.ts';
import { countCustomers, findCustomer, listCustomers } from '../repo/customers.ts';
import { countCustomerOrders, listCustomerOrders } from '../repo/orders.ts';
import { customerDeleteConfirmation, customerPage, customersPage, type CustomerRow } from './customer-pages.ts';
import { findPanelShop } from './find-panel-shop.ts';
import type { PanelContext } from './panel-context.ts';
import { createPanelMessage as message } from './panel-messages.ts';
import { actionRoute, back, pageRoute, showPage, signedIn, type PanelHandler } from './panel-route.ts';
import type { PanelSession } from './panel-sessions.ts';

const SECTION = '/panel/customers';
const PAGE_SIZE = 100;

async function sendExport(context: PanelContext, request: { session: PanelSession; res: ServerResponse; id: string }) {
  const body = await context.db.transaction(async (tx) => {
    const shop = await findPanelShop(tx, request.session);
    const customer = await findCustomer(tx, shop.id, request.id);
    if (!customer) return null;
    const cdnUrl = context.cdnUrl();
    return exportCustomer(tx, { shop, customer, cdnUrl, now: context.now() });
  });
  if (!body) return { redirect: SECTION, message: message('customer-missing', {}) };
  const text = JSON.stringify(body, null, 2);
  request.res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="customer-${body.customer.id}.json"`,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  request.res.end(text);
  return 'sent' as const;
}

export function addCustomerPanelRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) => {
      const { tx, shop, query, context } = request;
      const email = (query.get('email') ?? '').trim().slice(0, 254);
      const customers = await listCustomers(tx, { shopId: shop.id, email, offset: 0, limit: PAGE_SIZE });
      const rows: CustomerRow[] = [];
      for (const customer of customers) rows.push({ customer, orders: await countCustomerOrders(tx, customer) });
      const total = await countCustomers(tx, { shopId: shop.id, email });
      const view = { rows, total, email, shop, mail: context.mail };
      return showPage(request, { title: 'Customers', current: SECTION }, customersPage(view));
    }),
  );
  router.add(
    'GET',
    `${SECTION}/:id`,
    pageRoute(async (request) => {
      const { tx, shop, params } = request;
      const customer = await findCustomer(tx, shop.id, params.id ?? '');
      if (!customer) return null;
      const orders = await listCustomerOrders(tx, customer);
      return showPage(request, { title: customer.email, current: SECTION }, customerPage({ customer, orders, shop }));
    }),
  );
  router.add(
    'GET',
    `${SECTION}/:id/export`,
    signedIn(({ context, session, res, params }) => sendExport(context, { session, res, id: params.id ?? '' })),
  );
  router.add(
    'GET',
    `${SECTION}/:id/delete`,
    pageRoute(async (request) => {
      const customer = await findCustomer(request.tx, request.shop.id, request.params.id ?? '');
      if (!customer) return null;
      const orders = await countCustomerOrders(request.tx, customer);
      const frame = { title: `Delete ${customer.email}?`, current: SECTION };
      return showPage(request, frame, customerDeleteConfirmation(customer, orders));
    }),
  );
  router.add(
    'POST',
    `${SECTION}/:id/delete`,
    actionRoute(async ({ tx, shop, params, form, context }) => {
      const customer = await findCustomer(tx, shop.id, params.id ?? '', { lock: true });
      if (!customer) return back(SECTION, message('customer-missing', {}));
      if (form.get('confirm') !== 'yes')
        return back(
          `${SECTION}/${customer.id}/delete`,
          message('customer-delete-unconfirmed', { email: customer.email }),
        );
      const { orders } = await eraseCustomer(tx, customer, context.now());
      return back(SECTION, message('customer-deleted', { email: customer.email, orders: String(orders) }));
    }),
  );
}
