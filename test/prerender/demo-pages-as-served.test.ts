// The demo shop's prerendered pages as a client that runs no script gets them (`curl`, a link preview, a crawler):
// every product of the demo catalogue has a page with its name, image, price, Open Graph and Twitter tags and a JSON-LD
// Product that has schema.org's required properties, and the sitemap lists them all; the home page carries the WebSite
// JSON-LD with its SearchAction, and /search is the results page's shell.
import { expect } from 'chai';
import { Ajv } from 'ajv';
import { JSDOM } from 'jsdom';
import { formatMoney, type Product } from '../../src/index.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { startTestPlatform } from './prerender-fixtures.ts';

/** schema.org's ItemAvailability values (https://schema.org/ItemAvailability). */
const AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((value) => `https://schema.org/${value}`);

/** The Product shape search engines require: a name, and offers each with a price, its currency and availability. */
const PRODUCT_SCHEMA = {
  type: 'object',
  required: ['@context', '@type', 'name', 'offers', 'url'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Product' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    url: { type: 'string', pattern: '^https?://' },
    image: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^https?://' } },
    offers: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'price', 'priceCurrency', 'availability'],
        properties: {
          '@type': { const: 'Offer' },
          price: { type: 'string', pattern: '^\\d+(\\.\\d+)?$' },
          priceCurrency: { const: 'SEK' },
          availability: { enum: AVAILABILITY },
          sku: { type: 'string', minLength: 1 },
          url: { type: 'string', pattern: '^https?://' },
        },
      },
    },
  },
};

/** schema.org's WebSite with a SearchAction, as search engines read it for a site's own search box. */
const WEBSITE_SCHEMA = {
  type: 'object',
  required: ['@context', '@type', 'url', 'potentialAction'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'WebSite' },
    url: { type: 'string', pattern: '^https?://' },
    name: { type: 'string', minLength: 1 },
    potentialAction: {
      type: 'object',
      required: ['@type', 'target', 'query-input'],
      properties: {
        '@type': { const: 'SearchAction' },
        target: {
          type: 'object',
          required: ['@type', 'urlTemplate'],
          properties: {
            '@type': { const: 'EntryPoint' },
            urlTemplate: { type: 'string', pattern: '^https?://[^{}]+\\{search_term_string\\}' },
          },
        },
        'query-input': { const: 'required name=search_term_string' },
      },
    },
  },
};

describe('the demo shop prerendered, as served to a client without script', function () {
  this.timeout(180_000);
  let platform: RunningPlatform;
  let site: RunningSite;
  let products: Product[];

  before(async () => {
    platform = await startTestPlatform();
    site = await startSite({ port: 0, platform, prerender: true });
    const answer = await fetch(`${platform.urls.api}/v2/products?limit=200`, {
      headers: { authorization: `Bearer ${platform.keys.demo}` },
    });
    products = ((await answer.json()) as { data: Product[] }).data;
  });
  after(async () => {
    await site?.close();
    await platform?.close();
  });

  it('serves every product page with its name, image URL, price, Open Graph tags and a valid JSON-LD Product', async () => {
    expect(products).to.have.length(24);
    const validate = new Ajv({ allErrors: true }).compile(PRODUCT_SCHEMA);
    for (const product of products) {
      const response = await fetch(`${site.url}/products/${product.slug}/`);
      expect(response.status, product.slug).to.equal(200);
      const html = await response.text();
      const document = new JSDOM(html).window.document;
      const meta = (key: string) =>
        document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      const view = document.querySelector('article.product[data-shop-clone]')!;
      expect(view.querySelector('h1')!.textContent, product.slug).to.equal(product.name);
      const price = formatMoney(product.price, 'SEK', 'en-GB');
      expect(view.querySelector('shop-price [data-shop-part="price"]')!.textContent).to.include(price);
      const image = product.images[0]!.url;
      expect(view.querySelector('shop-product-image > img')!.getAttribute('src')).to.equal(`${image}?width=800`);
      expect(meta('og:title')).to.equal(product.name);
      expect(meta('og:image')).to.equal(image);
      expect(meta('og:url')).to.equal(`${site.url}/products/${product.slug}/`);
      expect(meta('twitter:card')).to.equal('summary_large_image');
      expect(meta('twitter:image')).to.equal(image);
      expect(meta('product:price:currency')).to.equal('SEK');
      expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal(meta('og:url'));
      expect(document.title).to.equal(`${product.name} · Lindqvist Home`);
      const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
      expect(validate(jsonLd), `${product.slug}: ${JSON.stringify(validate.errors)}`).to.equal(true);
      expect(jsonLd.offers).to.have.length(product.variants.length);
      expect(html).to.include(product.name).and.include(image);
    }
  });

  it('serves the list pages without script: cards with names, prices and links, and category pages', async () => {
    const home = new JSDOM(await (await fetch(`${site.url}/`)).text()).window.document;
    const cards = home.querySelectorAll('shop-product-list > article.card[data-shop-clone]');
    expect(cards).to.have.length(24);
    for (const card of cards) {
      expect(card.querySelector('.card-title a')!.getAttribute('href')).to.match(/^\/products\/[a-z-]+\/$/);
      expect(card.querySelector('shop-price [data-shop-part="price"]')!.textContent).to.match(
        /^(From )?SEK\s[\d,]+\.\d\d$/,
      );
    }
    const lighting = await fetch(`${site.url}/category/lighting/`);
    expect(lighting.status).to.equal(200);
    const names = [...new JSDOM(await lighting.text()).window.document.querySelectorAll('.card-title a')];
    expect(names.map((link) => link.textContent))
      .to.include('Reading Lamp')
      .and.have.length(5);
  });

  it("gives the home page a valid WebSite JSON-LD whose SearchAction leads to the site's /search?q=", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const document = new JSDOM(html).window.document;
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    const website = blocks.filter((block) => block['@type'] === 'WebSite');
    expect(website).to.have.length(1);
    const validate = new Ajv({ allErrors: true }).compile(WEBSITE_SCHEMA);
    expect(validate(website[0]), JSON.stringify(validate.errors)).to.equal(true);
    expect(website[0].url).to.equal(`${site.url}/`);
    expect(website[0].name).to.equal('Lindqvist Home');
    const template: string = website[0].potentialAction.target.urlTemplate;
    expect(template).to.equal(`${site.url}/search?q={search_term_string}`);
    // The template, filled as a search engine fills it, is the results page of those words.
    const filled = new URL(template.replace('{search_term_string}', encodeURIComponent('linen towel')));
    expect(filled.pathname).to.equal('/search');
    expect(filled.searchParams.get('q')).to.equal('linen towel');
    expect((await fetch(filled)).status).to.equal(200);
    // Only the home page carries it.
    const lighting = await (await fetch(`${site.url}/category/lighting/`)).text();
    expect(lighting).not.to.include('SearchAction');
  });

  it('serves /search as the prerendered shell: the box and heading, no rows, not indexed, not in the sitemap', async () => {
    const response = await fetch(`${site.url}/search?q=mug`);
    expect(response.status).to.equal(200);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).to.equal('noindex, follow');
    expect(document.querySelector('h1[data-shop-query]')!.textContent).to.equal('Search the shop');
    const list = document.querySelector('shop-product-list#results')!;
    // The rows come from ?q= in the browser: the file holds the loading blocks only, and no product.
    expect(list.querySelectorAll('[data-shop-clone]')).to.have.length(0);
    expect(list.querySelectorAll('[data-shop-state="loading"]').length).to.be.greaterThan(0);
    expect(list.hasAttribute('data-shop-prerendered')).to.equal(false);
    const form = document.querySelector('header shop-search form')!;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.querySelector('input[type="search"][name="q"]')).to.not.equal(null);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.to.include('search');
  });

  it('serves a sitemap listing every product and list page', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const product of products) expect(urls).to.include(`${site.url}/products/${product.slug}/`);
    expect(urls).to.include.members([`${site.url}/`, `${site.url}/category/lighting/`]);
  });
});
