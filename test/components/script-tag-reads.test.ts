// The script tag's own first reads (loading/script-tag-reads.ts): what it sends for the selling elements on the page,
// and how the client takes those answers: a request the client makes exactly as the tag made it is answered once,
// without a second request; anything else goes to the network as usual.
import { expect } from '@open-wc/testing';
import { createShopkitClient } from '../../src/index.ts';
import { startScriptTagReads } from '../../components/internal/loading/script-tag-reads.ts';

const KEY = 'shop_pk_demo_abc123';
const API = 'https://api.example.test';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** Replaces window.fetch with one that records each request and answers `{ "url": <its URL> }`. */
function recordFetch(): { sent: Sent[]; restore(): void } {
  const original = window.fetch;
  const sent: Sent[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    return new Response(JSON.stringify({ url }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { sent, restore: () => (window.fetch = original) };
}

function scriptTag(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries({ 'data-publishable-key': KEY, 'data-api-url': API, ...attributes }))
    script.setAttribute(name, value);
  return script;
}

describe('the script tag’s first reads', () => {
  let fetches: ReturnType<typeof recordFetch>;
  let page: HTMLElement;
  beforeEach(() => {
    fetches = recordFetch();
    page = document.createElement('div');
    document.body.append(page);
  });
  afterEach(() => {
    fetches.restore();
    page.remove();
    document.cookie = 'shop_currency=; max-age=0; path=/';
  });

  it('reads a product and the shop once: the client takes the answers the tag asked for', async () => {
    page.innerHTML = '<shop-product slug="stoneware-mug"></shop-product><shop-currency-select></shop-currency-select>';
    const reads = startScriptTagReads(scriptTag({ 'data-currency': 'sek' }), document)!;
    expect(fetches.sent.map((request) => request.url)).to.deep.equal([
      `${API}/v2/products/by-slug/stoneware-mug?currency=SEK`,
      `${API}/v2/shop?currency=SEK`,
    ]);
    const client = createShopkitClient({ publishableKey: KEY, apiUrl: API, currency: 'SEK', fetch: reads.adopt });
    const product = (await client.products.getBySlug('stoneware-mug')) as unknown as { url: string };
    const shop = (await client.shop.get()) as unknown as { url: string };
    expect(product.url).to.equal(`${API}/v2/products/by-slug/stoneware-mug?currency=SEK`);
    expect(shop.url).to.equal(`${API}/v2/shop?currency=SEK`);
    expect(fetches.sent).to.have.length(2);
    expect(fetches.sent[0]!.headers).to.deep.equal({ Accept: 'application/json', Authorization: `Bearer ${KEY}` });
  });

  it('reads in the currency the shopper chose, and a request in another currency goes to the network', async () => {
    document.cookie = 'shop_currency=EUR; path=/';
    page.innerHTML = '<shop-product product-id="prod_1"></shop-product>';
    const reads = startScriptTagReads(scriptTag({ 'data-currency': 'SEK' }), document)!;
    expect(fetches.sent.map((request) => request.url)).to.deep.equal([`${API}/v2/products/prod_1?currency=EUR`]);
    const client = createShopkitClient({ publishableKey: KEY, apiUrl: API, currency: 'SEK', fetch: reads.adopt });
    await client.products.get('prod_1', { currency: 'NOK' });
    await client.products.get('prod_1');
    expect(fetches.sent.map((request) => request.url)).to.deep.equal([
      `${API}/v2/products/prod_1?currency=EUR`,
      `${API}/v2/products/prod_1?currency=NOK`,
    ]);
  });

  it('hands an answer out once: a second identical request is sent', async () => {
    page.innerHTML = '<shop-product slug="mug"></shop-product>';
    const reads = startScriptTagReads(scriptTag(), document)!;
    const client = createShopkitClient({ publishableKey: KEY, apiUrl: API, fetch: reads.adopt });
    await client.products.getBySlug('mug');
    await client.products.getBySlug('mug');
    expect(fetches.sent).to.have.length(2);
  });

  it('gives an aborted caller its abort, not the early answer', async () => {
    page.innerHTML = '<shop-product slug="mug"></shop-product>';
    const reads = startScriptTagReads(scriptTag(), document)!;
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const headers = { Accept: 'application/json', Authorization: `Bearer ${KEY}` };
    const taken = reads.adopt(`${API}/v2/products/by-slug/mug`, { method: 'GET', headers, signal: controller.signal });
    await taken.then(
      () => expect.fail('the aborted caller got an answer'),
      (error: Error) => expect(error.message).to.equal('gone'),
    );
  });

  it('reads nothing for an element inside a product or a list row', () => {
    page.innerHTML = '<shop-product slug="outer"><shop-product slug="inner"></shop-product></shop-product>';
    startScriptTagReads(scriptTag(), document);
    expect(fetches.sent.map((request) => new URL(request.url).pathname)).to.deep.equal(['/v2/products/by-slug/outer']);
  });

  it('leaves the reads to the core when the tag chooses where the client remembers things, or a campaign', () => {
    page.innerHTML = '<shop-product slug="mug"></shop-product>';
    for (const attribute of ['data-storage', 'data-storage-key-prefix', 'data-storefront-id'])
      expect(startScriptTagReads(scriptTag({ [attribute]: 'x' }), document), attribute).to.equal(null);
    expect(startScriptTagReads(scriptTag({ 'data-publishable-key': '' }), document)).to.equal(null);
    expect(fetches.sent).to.deep.equal([]);
  });
});
