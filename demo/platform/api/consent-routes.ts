// POST /v2/consent: records a shopper's consent decision in the shop's consent log (when the shop keeps one). The
// publishable key reaches it, so it is bounded: a 1 KB body, strict fields, one row per consent id however often it
// is sent (a repeat answers 200 with the first record), the rate limits of the commerce API's writes, and a browser
// request only from one of the shop's storefront origins (the page origin it records).
import { ApiError, invalid } from '../http/api-error.ts';
import { isAllowedStorefrontOrigin } from '../storefront/storefront-origins.ts';
import type { Router } from '../http/router.ts';
import { describeClientNetwork } from '../consent/client-network.ts';
import {
  type ConsentRecordBody,
  MAX_CONSENT_BODY_BYTES,
  parseConsentRecord,
  parsePageOrigin,
} from '../consent/parse-consent-record.ts';
import { recordConsent } from '../repo/consent-records.ts';
import { nowIso } from '../platform-context.ts';
import type { ApiRoute } from './context.ts';

export function addConsentRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/consent', {
    scope: 'consent:write',
    maxBodyBytes: MAX_CONSENT_BODY_BYTES,
    async handle(request) {
      const input = parseConsentRecord(request.body as ConsentRecordBody, request.platform.now());
      if (!request.shop.tracking.consentLog)
        throw new ApiError(
          'consent_log_off',
          'this shop keeps no consent log (control panel, Settings, then Tracking)',
        );
      const header = request.client.origin;
      const pageOrigin = parsePageOrigin(header ?? undefined);
      if (header && (!pageOrigin || !(await isAllowedStorefrontOrigin(request, pageOrigin))))
        throw invalid('Origin', header, "is not one of the shop's storefront origins (control panel, Settings: API)");
      const { record, created } = await recordConsent(request.tx, request.shop.id, {
        ...input,
        recordedAt: nowIso(request.platform),
        pageOrigin,
        clientNetwork: describeClientNetwork(request.client.address),
      });
      return { status: created ? 201 : 200, body: { consentId: record.consentId, recordedAt: record.recordedAt } };
    },
  });
}
