// What the consent banner and its settings button say, key by key: the shape of the built-in texts (consent-texts.ts)
// and of each language pack (i18n/*.ts), in a module of its own so the packs need not import what loads them.

export interface ConsentTexts {
  consentTitle: string;
  consentText: string;
  acceptAll: string;
  onlyNecessary: string;
  settings: string;
  save: string;
  necessary: string;
  necessaryText: string;
  analytics: string;
  analyticsText: string;
  marketing: string;
  marketingText: string;
  cookieSettings: string;
  /** Under Global Privacy Control: why marketing stays off. */
  gpcNotice: string;
  /** Under Global Privacy Control, the accept button (it grants analytics only). */
  acceptAnalytics: string;
  withdrawText: string;
  consentIdLabel: string;
  consentIdHint: string;
  /** Shown for a decision saved before consent ids existed. */
  noConsentId: string;
  decidedLabel: string;
}
