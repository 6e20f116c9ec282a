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

async function createKey({ tx, shop, session, form, context }: ShopRequest) {
  session.newKey = (await createAdminKey(tx, shop.id, form.get('label') ?? '', new Date(context.now()))).key;
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
      const { tx, shop, session, context } = request;
      const newKey = session.newKey ?? null;
      delete session.newKey;
      const keys = await listApiKeys(tx, shop.id);
      const publishable = await listActivePublishableKeys(tx, shop.id);
      const origins = await listStorefrontOrigins({ platform: context, tx, shop });
      const view = { keys, publishable, v1Url: context.v1Url(), createdKey: newKey, locale: shop.locale, origins };
      return showPage(request, { title: 'Settings: API', current: SECTION }, apiSettingsPage(view));
    }),
  );
  router.add('POST', `${SECTION}/keys`, actionRoute(createKey));
  router.add('POST', `${SECTION}/keys/:id/revoke`, actionRoute(revokeKey));
  router.add('POST', `${SECTION}/publishable/rotate`, actionRoute(rotatePublishable));
  router.add('POST', `${SECTION}/origins`, actionRoute(saveOrigins));
}
