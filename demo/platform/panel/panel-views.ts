// GET pages of the panel for a logged-in session. A page shows the message the session's last form post left for it
// (panel-messages.ts); never text from the URL.
import { listStorefrontOrigins } from '../storefront/storefront-origins.ts';
import { html } from '../checkout/html.ts';
import type { Tx } from '../db/database.ts';
import { listApiKeys } from '../repo/api-keys.ts';
import { listOrders } from '../repo/orders.ts';
import { findProduct, listAllProducts } from '../repo/products.ts';
import { listActivePublishableKeys } from '../repo/publishable-keys.ts';
import { listWebhookLog } from '../repo/webhook-log.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { apiSettingsPage } from './api-settings-page.ts';
import { cataloguePage, deleteConfirmation, productForm } from './catalogue-pages.ts';
import { renderDiscountPage } from './discount-panel.ts';
import { renderShippingPage } from './shipping-panel.ts';
import { ordersPage } from './orders-page.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession } from './panel-sessions.ts';
import { webhooksPage } from './webhooks-page.ts';
import { trackingPage } from './tracking-page.ts';
import { CONSENT_LOG_PAGE_SIZE, consentLogPage } from './consent-log-page.ts';
import { countConsentRecords, listConsentRecords } from '../repo/consent-records.ts';
import { findPanelShop } from './find-panel-shop.ts';
import { takePanelMessage } from './panel-messages.ts';

export function renderPanelPage(
  context: PanelContext,
  session: PanelSession,
  path: string,
  query: URLSearchParams,
): Promise<PanelResult> {
  return context.db.transaction((tx) => render(context, tx, session, path, query));
}

async function render(
  context: PanelContext,
  tx: Tx,
  session: PanelSession,
  path: string,
  query: URLSearchParams,
): Promise<PanelResult> {
  const shop = await findPanelShop(tx, session);
  const frame = { shopName: shop.name, ...takePanelMessage(session, query) };
  const page = (title: string, current: string, content: ReturnType<typeof html>): PanelResult => ({
    status: 200,
    html: panelPage({ ...frame, title, current }, content),
  });
  if (path === '/panel/orders')
    return page('Orders', path, ordersPage(await listOrders(tx, { shopId: shop.id, newestFirst: true }), shop));
  if (path === '/panel/catalogue')
    return page('Catalogue', path, cataloguePage(await listAllProducts(tx, shop.id), shop));
  if (path === '/panel/catalogue/new') return page('Add a product', '/panel/catalogue', productForm(shop, null));
  const productPath = /^\/panel\/catalogue\/([\w-]+)(\/delete)?$/.exec(path);
  const product = productPath ? await findProduct(tx, shop.id, productPath[1]!) : null;
  if (product && productPath?.[2])
    return page(`Delete ${product.name}?`, '/panel/catalogue', deleteConfirmation(product));
  if (product) return page(`Edit ${product.name}`, '/panel/catalogue', productForm(shop, product));
  if (path === '/panel/settings/api') {
    const newKey = session.newKey ?? null;
    delete session.newKey;
    const keys = await listApiKeys(tx, shop.id);
    const publishable = await listActivePublishableKeys(tx, shop.id);
    return page(
      'Settings: API',
      path,
      apiSettingsPage({
        keys,
        publishable,
        v1Url: context.v1Url(),
        createdKey: newKey,
        locale: shop.locale,
        origins: await listStorefrontOrigins({ platform: context, tx, shop }),
      }),
    );
  }
  if (path === '/panel/settings/tracking') return page('Settings: Tracking', path, trackingPage(shop.tracking));
  if (path === '/panel/consent-log') {
    const before = /^\d{1,15}$/.test(query.get('before') ?? '') ? Number(query.get('before')) : null;
    const records = await listConsentRecords(tx, shop.id, { limit: CONSENT_LOG_PAGE_SIZE, before });
    const olderBefore = records.length === CONSENT_LOG_PAGE_SIZE ? records.at(-1)!.seq : null;
    const total = await countConsentRecords(tx, shop.id);
    const view = { records, total, enabled: shop.tracking.consentLog, olderBefore, first: before === null };
    return page('Consent log', path, consentLogPage(view));
  }
  if (path === '/panel/settings/webhooks') {
    const settings = (await findWebhookSettings(tx, shop.id)) ?? { url: '', events: [] };
    return page('Settings: Webhooks', path, webhooksPage(settings, await listWebhookLog(tx, shop.id), shop.locale));
  }
  const discounts = await renderDiscountPage(tx, shop, path, frame, context.now());
  if (discounts) return discounts;
  const shipping = await renderShippingPage(tx, shop, path, frame);
  if (shipping) return shipping;
  return {
    status: 404,
    html: panelPage(
      { ...frame, title: 'Not found', current: '' },
      html`<p>No such page. <a href="/panel/orders">Go to the orders</a>.</p>`,
    ),
  };
}
