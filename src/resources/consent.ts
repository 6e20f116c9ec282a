// consent.read / write / onChange over the consent cookie (see consent-cookie.ts). With `consent: false` the layer is
// off: reads are undecided and writes are dropped.
import { ONE_YEAR_SECONDS } from '../config/defaults.ts';
import type { ResolvedConsent } from '../config/resolve-config.ts';
import type { Emitter } from '../emitter.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { ConsentChoice, ConsentResource, ConsentState, StorageAdapter } from '../types.ts';
import { parseConsent, serializeConsent, undecided } from './consent-cookie.ts';

export function createConsentResource(
  config: ResolvedConsent,
  store: StorageAdapter,
  changes: Emitter<ConsentState>,
  now: () => number = Date.now,
): ConsentResource {
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
      );
      await writeValue(store, config.cookieName, value, ONE_YEAR_SECONDS);
      const state = parseConsent(value, config.revision);
      changes.emit(state);
      return state;
    },
    onChange: (listener) => changes.on(listener),
  };
}
