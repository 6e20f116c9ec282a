// Settings, then Webhooks, in the panel: the receiver URL and events (the URL policy, webhook-url-policy.ts, resolves
// names, so it runs before the save's transaction, not in it), the delivery log, and "Send test event", which waits
// on the receiver and so runs outside any transaction.
import type { Router } from '../http/router.ts';
import { listWebhookLog } from '../repo/webhook-log.ts';
import { findWebhookSettings, saveWebhookSettings } from '../repo/webhook-settings.ts';
import { isWebhookEventType } from '../../../wire/webhook-events.ts';
import { WebhookUrlError } from '../webhooks/webhook-url-policy.ts';
import { findPanelShop } from './find-panel-shop.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { createPanelMessage as message } from './panel-messages.ts';
import type { PanelSession } from './panel-sessions.ts';
import {
  actionRoute,
  back,
  pageRoute,
  showPage,
  signedIn,
  type PanelHandler,
  type ShopRequest,
} from './panel-route.ts';
import { webhooksPage } from './webhooks-page.ts';

const SECTION = '/panel/settings/webhooks';

const refused = (reason: string) => back(SECTION, message('receiver-url-refused', { reason }));

async function saveWebhooks({ tx, shop, form }: ShopRequest): Promise<PanelResult> {
  const url = (form.get('url') ?? '').trim();
  let parsed: URL | null = null;
  try {
    parsed = url === '' ? null : new URL(url);
  } catch {
    return refused(`Receiver URL: ${JSON.stringify(url.slice(0, 80))} is not an absolute URL`);
  }
  if (parsed && !['http:', 'https:'].includes(parsed.protocol))
    return refused('Receiver URL: use http:// or https:// (https advised in production)');
  const events = form.getAll('events').filter(isWebhookEventType);
  await saveWebhookSettings(tx, shop.id, { url: parsed ? parsed.toString() : '', events });
  return back(SECTION, message('webhooks-saved', {}));
}

/** The receiver URL policy's verdict on the posted URL: null when it may be saved. */
async function checkReceiverUrl(context: PanelContext, form: URLSearchParams): Promise<PanelResult | null> {
  const url = (form.get('url') ?? '').trim();
  if (url === '') return null;
  try {
    await context.webhookUrls.check(url, 'Receiver URL');
    return null;
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    return refused(error.message);
  }
}

async function sendTestEvent(context: PanelContext, session: PanelSession, form: URLSearchParams) {
  const event = form.get('event');
  if (!isWebhookEventType(event))
    return back(SECTION, message('test-event-refused', { reason: `${JSON.stringify(event)} is not a webhook event` }));
  const shop = await context.db.transaction((tx) => findPanelShop(tx, session));
  try {
    const saved = await context.db.transaction((tx) => findWebhookSettings(tx, shop.id));
    if (saved?.url) await context.webhookUrls.check(saved.url, 'Receiver URL');
    const entry = await context.webhooks.sendTest(shop.id, event);
    return back(
      SECTION,
      entry.status === 200
        ? message('test-event-answered', { event })
        : message('test-event-failed', { event, reason: entry.error ?? `answered ${entry.status}` }),
    );
  } catch (error) {
    return back(SECTION, message('test-event-refused', { reason: (error as Error).message }));
  }
}

export function addWebhookSettingsRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) => {
      const { tx, shop } = request;
      const settings = (await findWebhookSettings(tx, shop.id)) ?? { url: '', events: [] };
      const page = webhooksPage(settings, await listWebhookLog(tx, shop.id), shop.locale);
      return showPage(request, { title: 'Settings: Webhooks', current: SECTION }, page);
    }),
  );
  const save = actionRoute(saveWebhooks);
  router.add(
    'POST',
    SECTION,
    signedIn(async (request) => (await checkReceiverUrl(request.context, request.form)) ?? save(request)),
  );
  router.add(
    'POST',
    `${SECTION}/test`,
    signedIn(({ context, session, form }) => sendTestEvent(context, session, form)),
  );
}
