// Finnish consent texts (the banner, its settings view and the settings button), loaded only on Finnish pages.
import type { ConsentTexts } from '../consent-texts-type.ts';

export const TEXTS: ConsentTexts = {
  consentTitle: 'Evästeet tällä sivustolla',
  consentText:
    'Käytämme välttämättömiä evästeitä kaupan toiminnan varmistamiseksi. Suostumuksellasi käytämme evästeitä myös analytiikkaan ja markkinointiin.',
  acceptAll: 'Hyväksy kaikki',
  onlyNecessary: 'Vain välttämättömät',
  settings: 'Asetukset',
  save: 'Tallenna valinnat',
  necessary: 'Välttämättömät',
  necessaryText: 'Ostoskori, valuutta ja tietoturva. Aina käytössä.',
  analytics: 'Analytiikka',
  analyticsText: 'Auttaa meitä ymmärtämään, miten kauppaa käytetään.',
  marketing: 'Markkinointi',
  marketingText: 'Antaa meidän näyttää sinulle kiinnostavia tarjouksia muilla sivustoilla.',
  cookieSettings: 'Evästeasetukset',
  gpcNotice:
    'Selaimesi lähettää Global Privacy Control -signaalin, joten markkinointievästeet pysyvät poissa käytöstä, ellet ota niitä käyttöön Asetuksista.',
  acceptAnalytics: 'Hyväksy analytiikka',
  withdrawText:
    'Voit muuttaa suostumustasi tai peruuttaa sen täällä milloin tahansa. Kun poistat luokan käytöstä, sen evästeet poistetaan.',
  consentIdLabel: 'Suostumustunnuksesi',
  consentIdHint: 'Mainitse se, jos otat meihin yhteyttä valinnastasi.',
  noConsentId: 'Ei tunnusta: valinta tallennettiin ennen suostumustunnusten käyttöönottoa.',
  decidedLabel: 'Tallennettu',
};
