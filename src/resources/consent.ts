// consent.read / write / record / onChange over the consent cookie (see consent-cookie.ts). With `consent: false` the
// layer is off: reads are undecided, writes are dropped and nothing is recorded.
import { ONE_YEAR_SECONDS } from '../config/defaults.ts';
import type { ResolvedConsent } from '../config/resolve-config.ts';
import type { Emitter } from '../emitter.ts';
import { ShopkitConfigError } from '../errors/shopkit-config-error.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { ConsentChoice, ConsentReceipt, ConsentResource, ConsentState, StorageAdapter } from '../types.ts';
import { createConsentId, parseConsent, serializeConsent, undecided } from './consent-cookie.ts';
import { type ResourceContext, send } from './context.ts';

export interface ConsentDeps {
  config: ResolvedConsent;
  store: StorageAdapter;
  changes: Emitter<ConsentState>;
  ctx: ResourceContext;
  now?: () => number;
  newConsentId?: () => string;
}

export function createConsentResource(deps: ConsentDeps): ConsentResource {
  const { config, store, changes, ctx, now = Date.now, newConsentId = createConsentId } = deps;
  return {
    ...config,
    async read() {
      if (!config.enabled) return undecided(config.revision);
      return parseConsent(await readValue(store, config.cookieName), config.revision);
    },
    async write(choice: ConsentChoice) {
      if (!config.enabled) return undecided(config.revision);
      const value = serializeConsent(
        { analytics: choice?.analytics === true, marketing: choice?.marketing === true },
        config.revision,
        now() / 1000,
        newConsentId(),
      );
      await writeValue(store, config.cookieName, value, ONE_YEAR_SECONDS);
      const state = parseConsent(value, config.revision);
      changes.emit(state);
      return state;
    },
    async record(state: ConsentState, options) {
      if (!state?.decided || !state.consentId || !state.decidedAt) {
        throw new ShopkitConfigError('consent.record state', 'expected a decision with a consentId (from write())');
      }
      const { analytics, marketing } = state.categories;
      const body = {
        consentId: state.consentId,
        revision: state.revision,
        categories: { analytics, marketing },
        decidedAt: state.decidedAt.toISOString(),
      };
      return send<ConsentReceipt>(ctx, {
        method: 'POST',
        path: '/v2/consent',
        scope: 'consent:write',
        operation: 'consent.record',
        options,
        body,
      });
    },
    onChange: (listener) => changes.on(listener),
  };
}
