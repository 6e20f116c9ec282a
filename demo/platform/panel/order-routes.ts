// Orders in the panel: the list, newest first, and "Mark done" / "Cancel" for an order still new (order.done /
// order.cancelled).
import type { Router } from '../http/router.ts';
import { findOrder, listOrders, setOrderStatus } from '../repo/orders.ts';
import { ordersPage } from './orders-page.ts';
import { createPanelMessage as message } from './panel-messages.ts';
import {
  actionRoute,
  announceOrder,
  back,
  pageRoute,
  showPage,
  type PanelHandler,
  type ShopRequest,
} from './panel-route.ts';

const SECTION = '/panel/orders';

async function setStatus(request: ShopRequest, status: 'done' | 'cancelled') {
  const { tx, shop, params, context } = request;
  const record = await findOrder(tx, shop.id, params.id ?? '', { lock: true });
  if (!record || record.status !== 'new') return back(SECTION, message('order-not-new', {}));
  await setOrderStatus(tx, record.id, status, new Date(context.now()).toISOString());
  await announceOrder(request, `order.${status}`, record);
  return back(SECTION, message('order-updated', { number: record.number, status }));
}

export function addOrderRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) => {
      const orders = await listOrders(request.tx, { shopId: request.shop.id, newestFirst: true });
      return showPage(request, { title: 'Orders', current: SECTION }, ordersPage(orders, request.shop));
    }),
  );
  router.add(
    'POST',
    `${SECTION}/:id/done`,
    actionRoute((request) => setStatus(request, 'done')),
  );
  router.add(
    'POST',
    `${SECTION}/:id/cancel`,
    actionRoute((request) => setStatus(request, 'cancelled')),
  );
}
