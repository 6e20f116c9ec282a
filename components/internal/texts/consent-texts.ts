// The texts of the consent banner and its settings button, apart from the other elements' texts (i18n.ts), so the
// banner's chunk carries only its own. English and Swedish built in; Danish, German, Finnish and Norwegian come as
// packs (i18n/*.ts) loaded the first time a consent element shows in that language; defineTexts() adds or replaces
// any of them.
import { refreshElements } from '../config/client-registry.ts';
import { languageOf, withDefinedTexts } from './defined-texts.ts';
import type { ConsentTexts } from './consent-texts-type.ts';

export type { ConsentTexts };

const EN: ConsentTexts = {
  consentTitle: 'Cookies on this site',
  consentText:
    'We use necessary cookies to run the shop. With your permission we also use cookies for analytics and marketing.',
  acceptAll: 'Accept all',
  onlyNecessary: 'Only necessary',
  settings: 'Settings',
  save: 'Save choices',
  necessary: 'Necessary',
  necessaryText: 'Cart, currency and security. Always on.',
  analytics: 'Analytics',
  analyticsText: 'Helps us understand how the shop is used.',
  marketing: 'Marketing',
  marketingText: 'Lets us show relevant offers elsewhere.',
  cookieSettings: 'Cookie settings',
  gpcNotice:
    'Your browser sends a Global Privacy Control signal, so marketing cookies stay off unless you turn them on under Settings.',
  acceptAnalytics: 'Accept analytics',
  withdrawText:
    'You can change or withdraw your consent here at any time. When you turn a category off, its cookies are deleted.',
  consentIdLabel: 'Your consent ID',
  consentIdHint: 'Quote it if you contact us about your choice.',
  noConsentId: 'None: this choice was saved before consent IDs were introduced.',
  decidedLabel: 'Saved',
};

const SV: ConsentTexts = {
  consentTitle: 'Cookies på den här webbplatsen',
  consentText:
    'Vi använder nödvändiga cookies för att butiken ska fungera. Med ditt samtycke använder vi även cookies för analys och marknadsföring.',
  acceptAll: 'Godkänn alla',
  onlyNecessary: 'Endast nödvändiga',
  settings: 'Inställningar',
  save: 'Spara val',
  necessary: 'Nödvändiga',
  necessaryText: 'Varukorg, valuta och säkerhet. Alltid på.',
  analytics: 'Analys',
  analyticsText: 'Hjälper oss förstå hur butiken används.',
  marketing: 'Marknadsföring',
  marketingText: 'Låter oss visa relevanta erbjudanden på andra ställen.',
  cookieSettings: 'Cookieinställningar',
  gpcNotice:
    'Din webbläsare skickar en Global Privacy Control-signal, så marknadsföringscookies förblir avstängda om du inte slår på dem under Inställningar.',
  acceptAnalytics: 'Godkänn analys',
  withdrawText:
    'Du kan när som helst ändra eller återkalla ditt samtycke här. När du stänger av en kategori raderas dess cookies.',
  consentIdLabel: 'Ditt samtyckes-ID',
  consentIdHint: 'Ange det om du kontaktar oss om ditt val.',
  noConsentId: 'Inget: valet sparades innan samtyckes-ID infördes.',
  decidedLabel: 'Sparat',
};

const BUILT_IN: Readonly<Record<string, ConsentTexts>> = { en: EN, sv: SV };

/** The languages whose texts come as packs, so a page in another language never fetches them. */
const PACKS: Readonly<Record<string, () => Promise<{ TEXTS: ConsentTexts }>>> = {
  da: () => import('./consent/da.ts'),
  de: () => import('./consent/de.ts'),
  fi: () => import('./consent/fi.ts'),
  nb: () => import('./consent/nb.ts'),
};
const LOADED_PACKS = new Map<string, ConsentTexts>();
const loadingPacks = new Map<string, Promise<void>>();

/** The consent texts for a locale: the merchant's (defineTexts) over the language's pack or built-in texts, over English. */
export function consentTextsFor(locale: string): ConsentTexts {
  return withDefinedTexts(locale, BUILT_IN, EN, LOADED_PACKS.get(languageOf(locale)));
}

/**
 * Loads the pack of a locale's language when it has one and it is not loaded yet; resolves at once otherwise. A pack
 * that fails to load leaves the texts English (logged once); the elements re-render when it arrives.
 */
export function loadConsentTexts(locale: string): Promise<void> {
  const language = languageOf(locale);
  const pack = Object.hasOwn(PACKS, language) ? PACKS[language] : undefined;
  if (!pack || LOADED_PACKS.has(language)) return Promise.resolve();
  let pending = loadingPacks.get(language);
  if (!pending) {
    pending = pack().then(
      ({ TEXTS }) => {
        LOADED_PACKS.set(language, TEXTS);
        refreshElements();
      },
      (error: unknown) => console.error(`Shopkit: the "${language}" texts did not load; showing English.`, error),
    );
    loadingPacks.set(language, pending);
  }
  return pending;
}
