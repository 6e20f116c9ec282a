// A product's first read starts before its code (loading/early-reads.ts), and with it the engine's number formatting
// data is loaded while the main thread waits: in the locale the product's price will be shown in, since data loaded
// for another locale (the browser's) would not be the data the price needs.
import { expect } from '@open-wc/testing';
import { startEarlyReads } from '../../../components/internal/loading/early-reads.ts';
import { DEMO_KEY } from '../../helpers/fixtures.ts';
import { until } from '../test-shop.ts';

/** Records the locale argument of every Intl.NumberFormat made while `run` is in progress. */
async function numberFormatLocales(run: (made: unknown[]) => Promise<void>): Promise<unknown[]> {
  const made: unknown[] = [];
  const original = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: unknown[]) {
      made.push(args[0]);
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    await run(made);
  } finally {
    Intl.NumberFormat = original;
  }
  return made;
}

describe('the early read of a product', () => {
  afterEach(() => document.body.replaceChildren());

  it('loads the number formatting data of the locale its price will show in', async () => {
    const wrapper = document.createElement('div');
    const attributes = {
      'data-publishable-key': DEMO_KEY,
      'data-api-url': 'https://api.shop.test',
      'data-storage': 'memory',
      'data-locale': 'sv-SE',
    };
    for (const [name, value] of Object.entries(attributes)) wrapper.setAttribute(name, value);
    wrapper.innerHTML = '<shop-product slug="oak-bowl"></shop-product>';
    document.body.append(wrapper);
    const locales = await numberFormatLocales(async (made) => {
      startEarlyReads(document);
      await until(() => made.length > 0, 'a number format made');
    });
    expect(locales).to.include('sv-SE');
    expect(locales).not.to.include(undefined);
  });
});
