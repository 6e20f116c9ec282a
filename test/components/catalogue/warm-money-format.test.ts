// The number format's data loads while a price's data is on its way (warm-money-format.ts), in the locale the prices
// will be shown in: a warm-up in another locale would load data no price uses.
import { expect } from '@open-wc/testing';
import '../define-elements.ts';
import { warmMoneyFormat } from '../../../components/internal/loading/warm-money-format.ts';
import { elementLocale } from '../../../components/internal/base/element-locale.ts';
import { until } from '../test-shop.ts';
import { recordIntlObjects, type IntlRecording } from './intl-objects-made.ts';

describe('warming the money format', () => {
  let recording: IntlRecording;
  const made = (): string[] => recording.made;

  beforeEach(() => (recording = recordIntlObjects()));
  afterEach(() => recording.restore());

  it("takes the page's language when no locale is configured, not the browser's", async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'sv-SE';
    const price = document.body.appendChild(document.createElement('span'));
    try {
      warmMoneyFormat(elementLocale(price, null));
      await until(() => made().length > 0, 'a warm-up');
      expect(made()).to.deep.equal(['NumberFormat sv-SE EUR']);
    } finally {
      price.remove();
      document.documentElement.lang = lang;
    }
  });

  it('warms each locale once', async () => {
    warmMoneyFormat('de-DE');
    warmMoneyFormat('de-DE');
    warmMoneyFormat('nb-NO');
    await until(() => made().length >= 2, 'two warm-ups');
    expect(made()).to.deep.equal(['NumberFormat de-DE EUR', 'NumberFormat nb-NO EUR']);
  });
});
