// Google Consent Mode v2: the seven signals and how Shopkit's three categories set them. The necessary category
// covers functionality and security storage (the cart, the currency, the consent cookie itself), so those two are
// always granted; analytics grants analytics_storage; marketing grants the three advertising signals and
// personalization_storage. Everything else starts denied, with `wait_for_update` for the advanced mode's first visit.
import type { ConsentCategories } from '../../../../src/index.ts';

export const CONSENT_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;

export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
export type ConsentSignals = Record<ConsentSignal, 'granted' | 'denied'>;

/** How long Google tags wait for a `consent update` after the default before they fire (advanced mode). */
export const WAIT_FOR_UPDATE_MS = 500;

/** The signal values for a set of granted categories. */
export function describeConsentSignals(categories: Pick<ConsentCategories, 'analytics' | 'marketing'>): ConsentSignals {
  const value = (granted: boolean): 'granted' | 'denied' => (granted ? 'granted' : 'denied');
  return {
    ad_storage: value(categories.marketing),
    ad_user_data: value(categories.marketing),
    ad_personalization: value(categories.marketing),
    analytics_storage: value(categories.analytics),
    functionality_storage: 'granted',
    personalization_storage: value(categories.marketing),
    security_storage: 'granted',
  };
}

/** The `consent default` parameters: only what the necessary category covers is granted. */
export function describeConsentDefault(): ConsentSignals & { wait_for_update: number } {
  return { ...describeConsentSignals({ analytics: false, marketing: false }), wait_for_update: WAIT_FOR_UPDATE_MS };
}
