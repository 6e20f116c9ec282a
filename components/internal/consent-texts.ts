// The texts of the consent banner and its settings button, apart from the other elements' texts (i18n.ts), so the
// banner's chunk carries only its own. English and Swedish built in; defineTexts() adds or replaces any of them.
import { withDefinedTexts } from './define-texts.ts';

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
}

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
};

/** The consent texts for a locale (see textsFor in i18n.ts). */
export function consentTextsFor(locale: string): ConsentTexts {
  return withDefinedTexts(locale, { en: EN, sv: SV }, EN);
}
