// German consent texts (the banner, its settings view and the settings button), loaded only on German pages.
import type { ConsentTexts } from '../consent-texts-type.ts';

export const TEXTS: ConsentTexts = {
  consentTitle: 'Cookies auf dieser Website',
  consentText:
    'Wir verwenden notwendige Cookies, um den Shop zu betreiben. Mit Ihrer Einwilligung verwenden wir außerdem Cookies für Analyse und Marketing.',
  acceptAll: 'Alle akzeptieren',
  onlyNecessary: 'Nur notwendige',
  settings: 'Einstellungen',
  save: 'Auswahl speichern',
  necessary: 'Notwendig',
  necessaryText: 'Warenkorb, Währung und Sicherheit. Immer aktiv.',
  analytics: 'Analyse',
  analyticsText: 'Hilft uns zu verstehen, wie der Shop genutzt wird.',
  marketing: 'Marketing',
  marketingText: 'Ermöglicht es uns, Ihnen auf anderen Websites passende Angebote zu zeigen.',
  cookieSettings: 'Cookie-Einstellungen',
  gpcNotice:
    'Ihr Browser sendet ein Global-Privacy-Control-Signal. Marketing-Cookies bleiben deshalb ausgeschaltet, solange Sie sie nicht unter „Einstellungen“ einschalten.',
  acceptAnalytics: 'Analyse akzeptieren',
  withdrawText:
    'Sie können Ihre Einwilligung hier jederzeit ändern oder widerrufen. Wenn Sie eine Kategorie ausschalten, werden ihre Cookies gelöscht.',
  consentIdLabel: 'Ihre Einwilligungs-ID',
  consentIdHint: 'Bitte geben Sie sie an, wenn Sie uns wegen Ihrer Auswahl kontaktieren.',
  noConsentId: 'Keine: Diese Auswahl wurde gespeichert, bevor es Einwilligungs-IDs gab.',
  decidedLabel: 'Gespeichert',
};
