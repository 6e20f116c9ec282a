// The admin API's back-office routes, so automation need not fill in panel forms: REST v1 keys (create: the key is in
// that answer and never again; list; revoke), webhooks (settings, delivery log, a test event) and the shop's
// storefront origins. Every path names the shop: /admin/shops/<shop>/...
import { requireObject } from '../api/params.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { listApiKeys } from '../repo/api-keys.ts';
import { addStoredOrigin, listStoredOrigins, replaceStoredOrigins } from '../repo/storefront-origins.ts';
import { listWebhookLog } from '../repo/webhook-log.ts';
import { findWebhookSettings, saveWebhookSettings } from '../repo/webhook-settings.ts';
import type { AdminKeyRecord } from '../state/types.ts';
import {
  listStorefrontOrigins,
  MAX_STOREFRONT_ORIGINS,
  normalizeStorefrontOrigin,
  normalizeStorefrontOrigins,
} from '../storefront/storefront-origins.ts';
import { createAdminKey, readKeyLabel, revokeAdminKey } from '../v1/admin-keys.ts';
import type { WebhookDispatcher } from '../webhooks/create-webhook-dispatcher.ts';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '../../../wire/webhook-events.ts';
import { WebhookUrlError, type WebhookUrlPolicy } from '../webhooks/webhook-url-policy.ts';
import type { AdminHandler } from './admin-handler.ts';
import { inShop } from './in-shop.ts';

export interface AdminBackoffice {
  webhooks: WebhookDispatcher;
  webhookUrls: WebhookUrlPolicy;
}

const presentKey = ({ hash: _hash, ...record }: AdminKeyRecord) => record;

function readEvents(value: unknown) {
  if (!Array.isArray(value) || !value.every(isWebhookEventType))
    throw invalid('events', value, `must be an array of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  return [...new Set(value)];
}

async function readReceiverUrl(policy: WebhookUrlPolicy, value: unknown): Promise<string> {
  if (value === '') return '';
  if (typeof value !== 'string') throw invalid('url', value, 'must be an http(s) URL, or "" for none');
  try {
    await policy.check(value, 'url');
  } catch (error) {
    if (error instanceof WebhookUrlError) throw invalid('url', value, error.message.replace(/^url "[^"]*" /, ''));
    throw error;
  }
  return new URL(value).toString();
}

export function addBackofficeRoutes(router: Router<AdminHandler>, backoffice: AdminBackoffice): void {
  const shopRoute = (method: string, path: string, handle: AdminHandler) =>
    router.add(method, `/admin/shops/:shop${path}`, handle);
  shopRoute('GET', '/api-keys', ({ platform, params }) =>
    inShop(platform, params.shop!, async (tx, shop) => ({
      status: 200,
      body: { data: (await listApiKeys(tx, shop.id)).map(presentKey) },
    })),
  );
  shopRoute('POST', '/api-keys', ({ platform, params, body }) => {
    const label = readKeyLabel(requireObject(body ?? {}).label);
    return inShop(platform, params.shop!, async (tx, shop): Promise<Reply> => {
      const { record, key } = await createAdminKey(tx, shop.id, label, new Date(platform.now()));
      return { status: 201, body: { ...presentKey(record), key } };
    });
  });
  shopRoute('POST', '/api-keys/:id/revoke', ({ platform, params }) =>
    inShop(platform, params.shop!, async (tx, shop): Promise<Reply> => {
      const at = new Date(platform.now());
      if (!(await revokeAdminKey(tx, shop.id, params.id!, at))) throw notFound('api key', params.id!);
      return { status: 200, body: { id: params.id, revokedAt: at.toISOString() } };
    }),
  );
  shopRoute('GET', '/webhooks', ({ platform, params }) =>
    inShop(platform, params.shop!, async (tx, shop) => ({
      status: 200,
      body: { url: '', events: [], ...(await findWebhookSettings(tx, shop.id)), eventTypes: WEBHOOK_EVENT_TYPES },
    })),
  );
  shopRoute('PUT', '/webhooks', async ({ platform, params, body }) => {
    const input = requireObject(body);
    const events = readEvents(input.events);
    const url = await readReceiverUrl(backoffice.webhookUrls, input.url);
    return inShop(platform, params.shop!, async (tx, shop) => {
      await saveWebhookSettings(tx, shop.id, { url, events });
      return { status: 200, body: { url, events } };
    });
  });
  shopRoute('GET', '/webhooks/deliveries', ({ platform, params }) =>
    inShop(platform, params.shop!, async (tx, shop) => ({
      status: 200,
      body: { data: await listWebhookLog(tx, shop.id) },
    })),
  );
  shopRoute('POST', '/webhooks/test', async ({ platform, params, body }) => {
    const event = requireObject(body).event;
    if (!isWebhookEventType(event)) throw invalid('event', event, `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
    const settings = await inShop(platform, params.shop!, (tx, shop) => findWebhookSettings(tx, shop.id));
    if (!settings?.url) throw invalid('url', '', 'is not set: PUT /admin/shops/<shop>/webhooks first');
    await readReceiverUrl(backoffice.webhookUrls, settings.url);
    return { status: 200, body: await backoffice.webhooks.sendTest(params.shop!, event) };
  });
  shopRoute('GET', '/storefront-origins', ({ platform, params }) =>
    inShop(platform, params.shop!, async (tx, shop) => ({
      status: 200,
      body: await listStorefrontOrigins({ platform, tx, shop }),
    })),
  );
  // Adds one origin and keeps the others (PUT replaces the whole list).
  shopRoute('POST', '/storefront-origins', ({ platform, params, body }) => {
    const origin = normalizeStorefrontOrigin(requireObject(body).origin, 'origin');
    return inShop(platform, params.shop!, async (tx, shop) => {
      const stored = await listStoredOrigins(tx, shop.id);
      if (!stored.includes(origin) && stored.length >= MAX_STOREFRONT_ORIGINS)
        throw invalid('origin', origin, `cannot be added: the shop lists ${MAX_STOREFRONT_ORIGINS} origins already`);
      await addStoredOrigin(tx, shop.id, origin, new Date(platform.now()).toISOString());
      return { status: 200, body: await listStorefrontOrigins({ platform, tx, shop }) };
    });
  });
  shopRoute('PUT', '/storefront-origins', ({ platform, params, body }) => {
    const origins = normalizeStorefrontOrigins(requireObject(body).origins);
    return inShop(platform, params.shop!, async (tx, shop) => {
      await replaceStoredOrigins(tx, shop.id, origins, new Date(platform.now()).toISOString());
      return { status: 200, body: await listStorefrontOrigins({ platform, tx, shop }) };
    });
  });
}
