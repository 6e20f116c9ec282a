// Settings, then Tracking, in the panel (tag ids and the consent log switch; a bad id answers the form again with
// what was typed and the error naming it), and the consent log: its pages, 50 decisions each, and its CSV download,
// streamed in batches so a long log never sits in memory whole.
import type { ServerResponse } from 'node:http';
import { html } from '../checkout/html.ts';
import { applyTrackingChange } from '../consent/tracking-settings.ts';
import { ApiError } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { countConsentRecords, listConsentRecords } from '../repo/consent-records.ts';
import { saveTracking } from '../repo/shops.ts';
import { consentLogCsv } from './consent-log-csv.ts';
import { CONSENT_LOG_PAGE_SIZE, consentLogPage } from './consent-log-page.ts';
import { findPanelShop } from './find-panel-shop.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { panelPage } from './panel-layout.ts';
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
import { trackingPage } from './tracking-page.ts';

const SECTION = '/panel/settings/tracking';
const LOG = '/panel/consent-log';

async function saveTrackingSettings({ tx, shop, form }: ShopRequest) {
  const submitted = {
    ga4MeasurementId: form.get('ga4MeasurementId') ?? '',
    gtmContainerId: form.get('gtmContainerId') ?? '',
    metaPixelId: form.get('metaPixelId') ?? '',
    consentLog: form.get('consentLog') === 'on',
  };
  try {
    await saveTracking(tx, shop.id, applyTrackingChange(shop.tracking, submitted));
    return back(SECTION, message('tracking-saved', {}));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const frame = { title: 'Settings: Tracking', current: SECTION, shopName: shop.name };
    return { status: 400, html: panelPage({ ...frame, error: error.message }, trackingPage(submitted)) };
  }
}

async function downloadConsentLog(
  context: PanelContext,
  session: PanelSession,
  res: ServerResponse,
): Promise<PanelResult | 'sent'> {
  try {
    const shop = await context.db.transaction((tx) => findPanelShop(tx, session));
    const day = new Date(context.now()).toISOString().slice(0, 10);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="consent-log-${shop.id}-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    for await (const chunk of consentLogCsv(context.db, shop.id)) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    console.error('shopkit panel: consent log export failed', error);
    if (!res.headersSent)
      return { status: 500, html: panelPage({ title: 'Error', error: 'The export failed.' }, html``) };
    res.destroy();
  }
  return 'sent';
}

export function addTrackingSettingsRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) =>
      showPage(request, { title: 'Settings: Tracking', current: SECTION }, trackingPage(request.shop.tracking)),
    ),
  );
  router.add('POST', SECTION, actionRoute(saveTrackingSettings));
  router.add(
    'GET',
    LOG,
    pageRoute(async (request) => {
      const { tx, shop, query } = request;
      const before = /^\d{1,15}$/.test(query.get('before') ?? '') ? Number(query.get('before')) : null;
      const records = await listConsentRecords(tx, shop.id, { limit: CONSENT_LOG_PAGE_SIZE, before });
      const olderBefore = records.length === CONSENT_LOG_PAGE_SIZE ? records.at(-1)!.seq : null;
      const total = await countConsentRecords(tx, shop.id);
      const view = { records, total, enabled: shop.tracking.consentLog, olderBefore, first: before === null };
      return showPage(request, { title: 'Consent log', current: LOG }, consentLogPage(view));
    }),
  );
  router.add(
    'GET',
    `${LOG}.csv`,
    signedIn(({ context, session, res }) => downloadConsentLog(context, session, res)),
  );
}
