// Danish consent texts (the banner, its settings view and the settings button), loaded only on Danish pages.
import type { ConsentTexts } from '../consent-texts-type.ts';

export const TEXTS: ConsentTexts = {
  consentTitle: 'Cookies på dette websted',
  consentText:
    'Vi bruger nødvendige cookies for at drive butikken. Med dit samtykke bruger vi også cookies til statistik og markedsføring.',
  acceptAll: 'Accepter alle',
  onlyNecessary: 'Kun nødvendige',
  settings: 'Indstillinger',
  save: 'Gem valg',
  necessary: 'Nødvendige',
  necessaryText: 'Indkøbskurv, valuta og sikkerhed. Altid slået til.',
  analytics: 'Statistik',
  analyticsText: 'Hjælper os med at forstå, hvordan butikken bliver brugt.',
  marketing: 'Markedsføring',
  marketingText: 'Giver os mulighed for at vise dig relevante tilbud andre steder.',
  cookieSettings: 'Cookieindstillinger',
  gpcNotice:
    'Din browser sender et Global Privacy Control-signal, så markedsføringscookies forbliver slået fra, medmindre du slår dem til under Indstillinger.',
  acceptAnalytics: 'Accepter statistik',
  withdrawText:
    'Du kan til enhver tid ændre eller trække dit samtykke tilbage her. Når du slår en kategori fra, bliver dens cookies slettet.',
  consentIdLabel: 'Dit samtykke-ID',
  consentIdHint: 'Oplys det, hvis du kontakter os om dit valg.',
  noConsentId: 'Intet: Valget blev gemt, før samtykke-ID’er blev indført.',
  decidedLabel: 'Gemt',
};
