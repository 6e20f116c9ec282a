// POST actions of the panel. Each runs in one transaction: it changes what it changes, queues the webhook deliveries
// for the order and product changes it makes, and redirects with a message (panel-messages.ts), or answers the form
// again with an error naming the field. "Send test event" waits on a receiver, so it runs outside any transaction.
import type { Tx } from '../db/database.ts';
import { findOrder, setOrderStatus } from '../repo/orders.ts';
import { findProduct } from '../repo/products.ts';
import { listActivePublishableKeys, revokePublishableKey } from '../repo/publishable-keys.ts';
import { saveWebhookSettings } from '../repo/webhook-settings.ts';
import { saveTracking } from '../repo/shops.ts';
import { applyTrackingChange } from '../consent/tracking-settings.ts';
import { trackingPage } from './tracking-page.ts';
import { issuePublishableKey } from '../admin/manage-keys.ts';
import { DEFAULT_SCOPES } from '../seed/seed-state.ts';
import type { ShopRecord } from '../state/types.ts';
import { createAdminKey, revokeAdminKey } from '../v1/admin-keys.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { isWebhookEventType, type WebhookEventType } from '../webhooks/webhook-state.ts';
import { WebhookUrlError } from '../webhooks/webhook-url-policy.ts';
import { ApiError } from '../http/api-error.ts';
import { replaceStoredOrigins } from '../repo/storefront-origins.ts';
import { normalizeStorefrontOrigins } from '../storefront/storefront-origins.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import { productForm } from './catalogue-pages.ts';
import { handleDiscountAction } from './discount-panel.ts';
import { handleShippingAction } from './shipping-panel.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { findPanelShop } from './find-panel-shop.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession } from './panel-sessions.ts';
import { addProduct, deleteProduct, PanelInputError, updateProduct } from './product-actions.ts';
import { createPanelMessage as message, type PanelMessage } from './panel-messages.ts';

const back = (path: string, message: PanelMessage): PanelResult => ({ redirect: path, message });

async function rotatePublishable(tx: Tx, shop: ShopRecord, now: number): Promise<void> {
  const [old] = await listActivePublishableKeys(tx, shop.id);
  if (old) await revokePublishableKey(tx, old.id);
  await issuePublishableKey(tx, shop.id, old ? [...old.scopes] : [...DEFAULT_SCOPES], now);
}

async function saveWebhooks(tx: Tx, shop: ShopRecord, form: URLSearchParams): Promise<PanelResult> {
  const url = (form.get('url') ?? '').trim();
  let parsed: URL | null = null;
  try {
    parsed = url === '' ? null : new URL(url);
  } catch {
    return back(
      '/panel/settings/webhooks',
      message('receiver-url-refused', {
        reason: `Receiver URL: ${JSON.stringify(url.slice(0, 80))} is not an absolute URL`,
      }),
    );
  }
  if (parsed && !['http:', 'https:'].includes(parsed.protocol))
    return back(
      '/panel/settings/webhooks',
      message('receiver-url-refused', {
        reason: 'Receiver URL: use http:// or https:// (https advised in production)',
      }),
    );
  const events = form.getAll('events').filter(isWebhookEventType);
  await saveWebhookSettings(tx, shop.id, { url: parsed ? parsed.toString() : '', events });
  return back('/panel/settings/webhooks', message('webhooks-saved', {}));
}

/** Saves Settings, then Tracking; a bad id answers the form again with what was typed and the error naming it. */
async function saveTrackingSettings(tx: Tx, shop: ShopRecord, form: URLSearchParams): Promise<PanelResult> {
  const submitted = {
    ga4MeasurementId: form.get('ga4MeasurementId') ?? '',
    gtmContainerId: form.get('gtmContainerId') ?? '',
    metaPixelId: form.get('metaPixelId') ?? '',
    consentLog: form.get('consentLog') === 'on',
  };
  try {
    await saveTracking(tx, shop.id, applyTrackingChange(shop.tracking, submitted));
    return back('/panel/settings/tracking', message('tracking-saved', {}));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const frame = { title: 'Settings: Tracking', current: '/panel/settings/tracking', shopName: shop.name };
    return { status: 400, html: panelPage({ ...frame, error: error.message }, trackingPage(submitted)) };
  }
}

async function saveOrigins(tx: Tx, shop: ShopRecord, form: URLSearchParams, now: number): Promise<PanelResult> {
  const lines = (form.get('origins') ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  let origins: string[];
  try {
    origins = normalizeStorefrontOrigins(lines, 'Allowed origins, line');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const reason = error.message.replace(/line\[(\d+)\]/, (_, n) => `line ${Number(n) + 1}`);
    return back('/panel/settings/api', message('origins-refused', { reason }));
  }
  await replaceStoredOrigins(tx, shop.id, origins, new Date(now).toISOString());
  return back('/panel/settings/api', message('origins-saved', {}));
}

/** Runs one panel action in `tx`; null when the path names none. */
async function act(
  context: PanelContext,
  tx: Tx,
  session: PanelSession,
  shop: ShopRecord,
  path: string,
  form: URLSearchParams,
): Promise<PanelResult | null> {
  const discount = await handleDiscountAction(tx, shop, path, form, context.now());
  if (discount) return discount;
  const shipping = await handleShippingAction(tx, shop, path, form, context.now());
  if (shipping) return shipping;
  const announce = (event: WebhookEventType, targetId: string) =>
    queueWebhook(tx, { shopId: shop.id, event, targetId }, context.now());
  const order = /^\/panel\/orders\/([\w-]+)\/(done|cancel)$/.exec(path);
  if (order) {
    const record = await findOrder(tx, shop.id, order[1]!, { lock: true });
    if (!record || record.status !== 'new') return back('/panel/orders', message('order-not-new', {}));
    const status = order[2] === 'done' ? 'done' : 'cancelled';
    await setOrderStatus(tx, record.id, status, new Date(context.now()).toISOString());
    await announce(`order.${status}`, record.id);
    return back('/panel/orders', message('order-updated', { number: record.number, status }));
  }
  if (path === '/panel/catalogue') {
    const added = await addProduct(tx, shop, form, new Date(context.now()));
    await announce('product.add', added.id);
    return back('/panel/catalogue', message('product-added', { name: added.name }));
  }
  const product = /^\/panel\/catalogue\/([\w-]+)(\/delete)?$/.exec(path);
  if (product) {
    const record = await findProduct(tx, shop.id, product[1]!);
    if (!record) return back('/panel/catalogue', message('product-missing', {}));
    if (product[2] && form.get('confirm') !== 'yes')
      return back(`/panel/catalogue/${record.id}/delete`, message('product-delete-unconfirmed', { name: record.name }));
    if (product[2]) {
      await deleteProduct(tx, record);
      await announce('product.delete', record.id);
    } else if (await updateProduct(tx, shop, record, form)) await announce('product.update', record.id);
    return back('/panel/catalogue', message(product[2] ? 'product-deleted' : 'product-saved', { name: record.name }));
  }
  return actOnSettings(context, tx, session, shop, path, form);
}

async function actOnSettings(
  context: PanelContext,
  tx: Tx,
  session: PanelSession,
  shop: ShopRecord,
  path: string,
  form: URLSearchParams,
): Promise<PanelResult | null> {
  if (path === '/panel/settings/api/keys') {
    session.newKey = (await createAdminKey(tx, shop.id, form.get('label') ?? '', new Date(context.now()))).key;
    return back('/panel/settings/api', message('api-key-created', {}));
  }
  const revoke = /^\/panel\/settings\/api\/keys\/([\w-]+)\/revoke$/.exec(path);
  if (revoke)
    return (await revokeAdminKey(tx, shop.id, revoke[1]!, new Date(context.now())))
      ? back('/panel/settings/api', message('api-key-revoked', {}))
      : back('/panel/settings/api', message('api-key-missing', {}));
  if (path === '/panel/settings/api/publishable/rotate') {
    await rotatePublishable(tx, shop, context.now());
    return back('/panel/settings/api', message('publishable-key-rotated', {}));
  }
  if (path === '/panel/settings/webhooks') return saveWebhooks(tx, shop, form);
  if (path === '/panel/settings/tracking') return saveTrackingSettings(tx, shop, form);
  if (path === '/panel/settings/api/origins') return saveOrigins(tx, shop, form, context.now());
  return null;
}

/** The receiver URL policy (webhook-url-policy.ts) resolves names, so it runs before the transaction, not in it. */
async function checkReceiverUrl(context: PanelContext, form: URLSearchParams): Promise<PanelResult | null> {
  const url = (form.get('url') ?? '').trim();
  if (url === '') return null;
  try {
    await context.webhookUrls.check(url, 'Receiver URL');
    return null;
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    return back('/panel/settings/webhooks', message('receiver-url-refused', { reason: error.message }));
  }
}

async function sendTestEvent(context: PanelContext, session: PanelSession, form: URLSearchParams) {
  const event = form.get('event');
  if (!isWebhookEventType(event))
    return back(
      '/panel/settings/webhooks',
      message('test-event-refused', { reason: `${JSON.stringify(event)} is not a webhook event` }),
    );
  const shop = await context.db.transaction((tx) => findPanelShop(tx, session));
  try {
    const saved = await context.db.transaction((tx) => findWebhookSettings(tx, shop.id));
    if (saved?.url) await context.webhookUrls.check(saved.url, 'Receiver URL');
    const entry = await context.webhooks.sendTest(shop.id, event);
    return back(
      '/panel/settings/webhooks',
      entry.status === 200
        ? message('test-event-answered', { event })
        : message('test-event-failed', { event, reason: entry.error ?? `answered ${entry.status}` }),
    );
  } catch (error) {
    return back('/panel/settings/webhooks', message('test-event-refused', { reason: (error as Error).message }));
  }
}

export async function handlePanelAction(
  context: PanelContext,
  session: PanelSession,
  path: string,
  form: URLSearchParams,
): Promise<PanelResult> {
  if (path === '/panel/settings/webhooks/test') return sendTestEvent(context, session, form);
  if (path === '/panel/settings/webhooks') {
    const refusal = await checkReceiverUrl(context, form);
    if (refusal) return refusal;
  }
  try {
    return await context.db.transaction(async (tx) => {
      const result = await act(context, tx, session, await findPanelShop(tx, session), path, form);
      return result ?? back('/panel/orders', message('unknown-action', {}));
    });
  } catch (error) {
    if (!(error instanceof PanelInputError)) throw error;
    return context.db.transaction(async (tx) => {
      const shop = await findPanelShop(tx, session);
      const editingId = /^\/panel\/catalogue\/([\w-]+)$/.exec(path)?.[1];
      const editing = editingId ? await findProduct(tx, shop.id, editingId) : null;
      return {
        status: 400,
        html: panelPage(
          {
            title: editing ? `Edit ${editing.name}` : 'Add a product',
            current: '/panel/catalogue',
            shopName: shop.name,
            error: error.message,
          },
          productForm(shop, editing),
        ),
      };
    });
  }
}
