// POST actions of the panel. Each changes state, saves (which turns changes into webhook events) and redirects
// with a notice, or answers the form again with an error naming the field.
import { createId, randomToken } from '../state/create-id.ts';
import type { StateEvent, StateEventType } from '../state/state-store.ts';
import type { PlatformState, ShopRecord } from '../state/types.ts';
import { createAdminKey, revokeAdminKey } from '../v1/admin-keys.ts';
import { isWebhookEventType, webhookStateOf } from '../webhooks/webhook-state.ts';
import { WebhookUrlError } from '../webhooks/webhook-url-policy.ts';
import { productForm } from './catalogue-pages.ts';
import type { PanelContext } from './create-panel-handler.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession } from './panel-sessions.ts';
import { addProduct, deleteProduct, PanelInputError, updateProduct } from './product-actions.ts';

export type PanelResult = { redirect: string } | { status: number; html: string; headers?: Record<string, string> };

const back = (path: string, notice: string, kind: 'notice' | 'error' = 'notice'): PanelResult => ({
  redirect: `${path}?${new URLSearchParams({ [kind]: notice })}`,
});

function rotatePublishable(state: PlatformState, shop: ShopRecord, now: number): void {
  const old = state.keys.find((k) => k.shopId === shop.id && !k.revoked);
  if (old) old.revoked = true;
  state.keys.push({
    id: createId('key'),
    shopId: shop.id,
    key: `shop_pk_${shop.id}_${randomToken(24, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789')}`,
    scopes: old
      ? [...old.scopes]
      : ['products:read', 'shop:read', 'cart:read', 'cart:write', 'checkout:read', 'checkout:write'],
    revoked: false,
    createdAt: new Date(now).toISOString(),
  });
}

async function saveWebhookSettings(
  context: PanelContext,
  shop: ShopRecord,
  form: URLSearchParams,
): Promise<PanelResult> {
  const url = (form.get('url') ?? '').trim();
  if (url !== '') {
    try {
      await context.webhookUrls.check(url, 'Receiver URL');
    } catch (error) {
      if (!(error instanceof WebhookUrlError)) throw error;
      return back('/panel/settings/webhooks', error.message, 'error');
    }
  }
  const events = form.getAll('events').filter(isWebhookEventType);
  webhookStateOf(context.store.state).settings[shop.id] = { url: url === '' ? '' : new URL(url).toString(), events };
  return back('/panel/settings/webhooks', 'Webhook settings saved.');
}

/** Runs one panel action; the order and product changes it makes go into `events`, for the save that follows. */
async function act(
  context: PanelContext,
  session: PanelSession,
  shop: ShopRecord,
  path: string,
  form: URLSearchParams,
  events: StateEvent[],
): Promise<PanelResult | null> {
  const { state } = context.store;
  const announce = (event: StateEventType, targetId: string) => events.push({ shopId: shop.id, event, targetId });
  const order = /^\/panel\/orders\/([\w-]+)\/(done|cancel)$/.exec(path);
  if (order) {
    const record = state.orders.find((o) => o.id === order[1] && o.shopId === shop.id);
    if (!record || record.status !== 'new') return back('/panel/orders', 'That order is no longer new.', 'error');
    record.status = order[2] === 'done' ? 'done' : 'cancelled';
    record.updatedAt = new Date(context.now()).toISOString();
    announce(`order.${record.status}`, record.id);
    return back('/panel/orders', `Order ${record.number} is ${record.status}.`);
  }
  if (path === '/panel/catalogue') {
    const added = addProduct(state, shop, form, new Date(context.now()));
    announce('product.add', added.id);
    return back('/panel/catalogue', `Added ${added.name}.`);
  }
  const product = /^\/panel\/catalogue\/([\w-]+)(\/delete)?$/.exec(path);
  if (product) {
    const record = state.products.find((p) => p.id === product[1] && p.shopId === shop.id);
    if (!record) return back('/panel/catalogue', 'No such product.', 'error');
    if (product[2]) {
      deleteProduct(state, record);
      announce('product.delete', record.id);
    } else if (updateProduct(state, shop, record, form)) announce('product.update', record.id);
    return back('/panel/catalogue', `${product[2] ? 'Deleted' : 'Saved'} ${record.name}.`);
  }
  if (path === '/panel/settings/api/keys') {
    session.newKey = createAdminKey(state, shop.id, form.get('label') ?? '', new Date(context.now())).key;
    return back('/panel/settings/api', 'API key created.');
  }
  const revoke = /^\/panel\/settings\/api\/keys\/([\w-]+)\/revoke$/.exec(path);
  if (revoke)
    return revokeAdminKey(state, shop.id, revoke[1]!, new Date(context.now()))
      ? back('/panel/settings/api', 'API key revoked.')
      : back('/panel/settings/api', 'No such active key.', 'error');
  if (path === '/panel/settings/api/publishable/rotate') {
    rotatePublishable(state, shop, context.now());
    return back('/panel/settings/api', 'Publishable key rotated; the old key answers 401 from now on.');
  }
  if (path === '/panel/settings/webhooks') return saveWebhookSettings(context, shop, form);
  if (path === '/panel/settings/webhooks/test') {
    const event = form.get('event');
    if (!isWebhookEventType(event))
      return back('/panel/settings/webhooks', `Test event: ${JSON.stringify(event)} is not a webhook event`, 'error');
    try {
      const saved = webhookStateOf(state).settings[shop.id]?.url;
      if (saved) await context.webhookUrls.check(saved, 'Receiver URL');
      const entry = await context.webhooks.sendTest(shop.id, event);
      return back(
        '/panel/settings/webhooks',
        `Test ${event}: ${entry.status === 200 ? 'answered 200' : `failed (${entry.error})`}.`,
        entry.status === 200 ? 'notice' : 'error',
      );
    } catch (error) {
      return back('/panel/settings/webhooks', `Test event: ${(error as Error).message}`, 'error');
    }
  }
  return null;
}

export async function handlePanelAction(
  context: PanelContext,
  session: PanelSession,
  path: string,
  form: URLSearchParams,
): Promise<PanelResult> {
  const shop = context.store.state.shops.find((s) => s.id === session.shopId) ?? context.store.state.shops[0]!;
  try {
    const events: StateEvent[] = [];
    const result = await act(context, session, shop, path, form, events);
    if (!result) return back('/panel/orders', 'No such action.', 'error');
    context.store.save(...events);
    return result;
  } catch (error) {
    if (!(error instanceof PanelInputError)) throw error;
    const editing = context.store.state.products.find((p) => path === `/panel/catalogue/${p.id}`) ?? null;
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
  }
}
