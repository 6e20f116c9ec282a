// Settings, then API, in the panel: REST v1 keys (create: shown once by the next view of the page; revoke), the
// publishable key (rotate: keys/rotate-publishable-key.ts) and the storefront origins checkouts may return to.
import { ApiError } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { rotatePublishableKey, issuePublishableKey } from '../keys/rotate-publishable-key.ts';
import { listApiKeys } from '../repo/api-keys.ts';
import { listActivePublishableKeys } from '../repo/publishable-keys.ts';
import { replaceStoredOrigins } from '../repo/storefront-origins.ts';
import { DEFAULT_SCOPES } from '../seed/seed-state.ts';
import { listStorefrontOrigins, normalizeStorefrontOrigins } from '../storefront/storefront-origins.ts';
import { createAdminKey, revokeAdminKey } from '../v1/admin-keys.ts';
import { apiSettingsPage } from './api-settings-page.ts';
import { createPanelMessage as message } from './panel-messages.ts';
import { actionRoute, back, pageRoute, showPage, type PanelHandler, type ShopRequest } from './panel-route.ts';

const SECTION = '/panel/settings/api';

/** The page's settings; `refusedLabel` shows a refused label again as typed. */
async function settingsView({ tx, shop, context }: ShopRequest, createdKey: string | null, refusedLabel?: string) {
  const keys = await listApiKeys(tx, shop.id);
  const publishable = await listActivePublishableKeys(tx, shop.id);
  const origins = await listStorefrontOrigins({ platform: context, tx, shop });
  return { keys, publishable, v1Url: context.v1Url(), createdKey, locale: shop.locale, origins, refusedLabel };
}

/** Creates a key (shown once by the next view of the page); a refused label answers the page again, 400, as typed. */
async function createKey(request: ShopRequest) {
  const { tx, shop, session, form, context } = request;
  const label = form.get('label') ?? '';
  try {
    session.newKey = (await createAdminKey(tx, shop.id, label, new Date(context.now()))).key;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const view = await settingsView(request, null, label);
    const messages = { notice: null, error: error.message };
    return showPage(
      { shop, messages },
      { title: 'Settings: API', current: SECTION, status: 400 },
      apiSettingsPage(view),
    );
  }
  return back(SECTION, message('api-key-created', {}));
}

async function revokeKey({ tx, shop, params, context }: ShopRequest) {
  const revoked = await revokeAdminKey(tx, shop.id, params.id ?? '', new Date(context.now()));
  return back(SECTION, message(revoked ? 'api-key-revoked' : 'api-key-missing', {}));
}

/** Rotates the shop's publishable key; a shop without an active one gets a new key with the default scopes. */
async function rotatePublishable({ tx, shop, context }: ShopRequest) {
  const [old] = await listActivePublishableKeys(tx, shop.id);
  if (old) await rotatePublishableKey(tx, old, context.now());
  else await issuePublishableKey(tx, shop.id, [...DEFAULT_SCOPES], context.now());
  return back(SECTION, message('publishable-key-rotated', {}));
}

async function saveOrigins({ tx, shop, form, context }: ShopRequest) {
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
    return back(SECTION, message('origins-refused', { reason }));
  }
  await replaceStoredOrigins(tx, shop.id, origins, new Date(context.now()).toISOString());
  return back(SECTION, message('origins-saved', {}));
}

export function addApiSettingsRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) => {
      const newKey = request.session.newKey ?? null;
      delete request.session.newKey;
      const view = await settingsView(request, newKey);
      return showPage(request, { title: 'Settings: API', current: SECTION }, apiSettingsPage(view));
    }),
  );
  router.add('POST', `${SECTION}/keys`, actionRoute(createKey));
  router.add('POST', `${SECTION}/keys/:id/revoke`, actionRoute(revokeKey));
  router.add('POST', `${SECTION}/publishable/rotate`, actionRoute(rotatePublishable));
  router.add('POST', `${SECTION}/origins`, actionRoute(saveOrigins));
}
