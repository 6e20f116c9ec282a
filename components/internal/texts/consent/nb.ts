// Norwegian (Bokmål) consent texts (the banner, its settings view and the settings button), loaded only on
// Norwegian pages (`nb`, `no`, and `nn`, which has no pack of its own).
import type { ConsentTexts } from '../consent-texts-type.ts';

export const TEXTS: ConsentTexts = {
  consentTitle: 'Informasjonskapsler på dette nettstedet',
  consentText:
    'Vi bruker nødvendige informasjonskapsler for å drive butikken. Med ditt samtykke bruker vi også informasjonskapsler til analyse og markedsføring.',
  acceptAll: 'Godta alle',
  onlyNecessary: 'Bare nødvendige',
  settings: 'Innstillinger',
  save: 'Lagre valg',
  necessary: 'Nødvendige',
  necessaryText: 'Handlekurv, valuta og sikkerhet. Alltid på.',
  analytics: 'Analyse',
  analyticsText: 'Hjelper oss med å forstå hvordan butikken brukes.',
  marketing: 'Markedsføring',
  marketingText: 'Lar oss vise deg relevante tilbud på andre nettsteder.',
  cookieSettings: 'Innstillinger for informasjonskapsler',
  gpcNotice:
    'Nettleseren din sender et Global Privacy Control-signal, så informasjonskapsler for markedsføring forblir avslått med mindre du slår dem på under Innstillinger.',
  acceptAnalytics: 'Godta analyse',
  withdrawText:
    'Du kan når som helst endre eller trekke tilbake samtykket ditt her. Når du slår av en kategori, blir informasjonskapslene i den slettet.',
  consentIdLabel: 'Din samtykke-ID',
  consentIdHint: 'Oppgi den hvis du kontakter oss om valget ditt.',
  noConsentId: 'Ingen: Valget ble lagret før samtykke-ID-er ble innført.',
  decidedLabel: 'Lagret',
};
