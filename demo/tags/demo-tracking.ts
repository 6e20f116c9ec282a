// What `npm start` does for analytics (scripts/start.mjs), in one module its test uses too: the tag stand-ins' origins
// for the platform to hand to every page (consent/tag-origins.ts), and stand-in tag ids with the consent log for the
// demo shop when it has no tracking settings of its own, set through the admin API as a merchant would set them.
import type { RunningPlatform } from '../platform/start-platform.ts';
import type { FakeTagServer } from './fake-tag-server.ts';

/** Stand-in ids: a GA4 measurement id and a Meta pixel id that only the stand-ins answer to. */
export const DEMO_TRACKING = { ga4MeasurementId: 'G-DEMO0STANDIN', metaPixelId: '100000000000001', consentLog: true };

/** The stand-ins' origins, as `startPlatform({tagOrigins})` takes them. */
export const standInOrigins = (tags: FakeTagServer) => ({ google: tags.googleOrigin, meta: tags.metaOrigin });

/** Gives the demo shop the stand-in ids and its consent log, unless it already has a tag id of its own. */
export async function useDemoTracking(platform: Pick<RunningPlatform, 'urls' | 'adminToken'>): Promise<void> {
  const admin = async (method: 'GET' | 'PUT', body?: object) => {
    const response = await fetch(`${platform.urls.admin}/admin/shops/demo/tracking`, {
      method,
      headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} /admin/shops/demo/tracking answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const current = await admin('GET');
  if (!current.ga4MeasurementId && !current.gtmContainerId && !current.metaPixelId) await admin('PUT', DEMO_TRACKING);
}
