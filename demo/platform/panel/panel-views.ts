// GET pages of the panel for a logged-in session. `?notice=` carries the result of the last form post.
import { html } from '../checkout/html.ts';
import type { PanelContext } from './create-panel-handler.ts';
import { apiSettingsPage } from './api-settings-page.ts';
import { cataloguePage, productForm } from './catalogue-pages.ts';
import { ordersPage } from './orders-page.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession } from './panel-sessions.ts';
import type { PanelResult } from './panel-actions.ts';
import { webhooksPage } from './webhooks-page.ts';

export function renderPanelPage(
  context: PanelContext,
  session: PanelSession,
  path: string,
  query: URLSearchParams,
): PanelResult {
  const { state } = context.store;
  const shop = state.shops.find((s) => s.id === session.shopId) ?? state.shops[0]!;
  const frame = { shopName: shop.name, notice: query.get('notice'), error: query.get('error') };
  const page = (title: string, current: string, content: ReturnType<typeof html>): PanelResult => ({
    status: 200,
    html: panelPage({ ...frame, title, current }, content),
  });
  if (path === '/panel/orders') return page('Orders', path, ordersPage(state, shop));
  if (path === '/panel/catalogue') return page('Catalogue', path, cataloguePage(state, shop));
  if (path === '/panel/catalogue/new') return page('Add a product', '/panel/catalogue', productForm(shop, null));
  const productId = /^\/panel\/catalogue\/([\w-]+)$/.exec(path)?.[1];
  const product = productId ? state.products.find((p) => p.id === productId && p.shopId === shop.id) : undefined;
  if (product) return page(`Edit ${product.name}`, '/panel/catalogue', productForm(shop, product));
  if (path === '/panel/settings/api') {
    const newKey = session.newKey ?? null;
    delete session.newKey;
    return page('Settings: API', path, apiSettingsPage(state, shop, context.v1Url(), newKey));
  }
  if (path === '/panel/settings/webhooks') return page('Settings: Webhooks', path, webhooksPage(state, shop));
  return {
    status: 404,
    html: panelPage(
      { ...frame, title: 'Not found', current: '' },
      html`<p>No such page. <a href="/panel/orders">Go to the orders</a>.</p>`,
    ),
  };
}
