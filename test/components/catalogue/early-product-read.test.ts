// A product's first read starts before its code (loading/early-reads.ts) and asks for its prices' money format in the
// locale they will be shown in (the answer's `format`, docs/design.md "The first Intl object"), so no number format is
// made on the way to the first price: a page's first Intl object loads the engine's data, tens of milliseconds.
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

  it('asks for the money format of the locale its price will show in, and makes no number format', async () => {
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
    const asked: string[] = [];
    const originalFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    };
    try {
      const locales = await numberFormatLocales(async () => {
        startEarlyReads(document);
        await until(() => asked.length > 0, 'the early read');
      });
      expect(new URL(asked[0]!).pathname).to.equal('/v2/products/by-slug/oak-bowl');
      expect(new URL(asked[0]!).searchParams.get('locale')).to.equal('sv-SE');
      expect(locales).to.deep.equal([]);
    } finally {
      window.fetch = originalFetch;
    }
  });
});
