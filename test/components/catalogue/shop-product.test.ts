import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopkitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop, wire } from './catalogue-shop.ts';

const CARD = html`<template>
    <article class="product" data-shop-class="sold-out:availability.soldOut">
      <h1 data-shop-text="product.name"></h1>
      <a class="self" data-shop-attr="href:product.url">link</a>
      <p class="price" data-shop-text="price.fromDisplay"></p>
      <s data-shop-show="price.onSale" data-shop-text="price.compareAtDisplay" hidden></s>
      <p class="stock" data-shop-text="availability.label"></p>
      <div class="description" data-shop-html="product.description"></div>
    </article>
  </template>
  <div class="skeleton" data-shop-state="loading"></div>
  <p class="gone" data-shop-state="not-found" hidden>No such product</p>`;

const text = (el: Element, selector: string): string =>
  (el.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('<shop-product>', () => {
  it('reads one product by id and binds the clone of its template', async () => {
    const { client, fake } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" lang="en-GB">${CARD}</shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=en-GB']);
    expect(element.getAttribute('state')).to.equal('ready');
    expect(text(element, 'h1')).to.equal('Lamp');
    expect(element.querySelector('.self')!.getAttribute('href')).to.equal('/products/lamp');
    expect(text(element, '.price')).to.equal('SEK 599.00');
    expect(text(element, 's')).to.equal('SEK 799.00');
    expect(text(element, '.stock')).to.equal('Only 3 left');
    expect(element.querySelector<HTMLElement>('.skeleton')!.hidden).to.equal(true);
    expect(element.querySelector('template')!.nextElementSibling!.matches('article.product')).to.equal(true);
  });

  it('reads by slug and shows "From" while variants differ in price and none is pinned', async () => {
    const { client, fake } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} slug="tee" lang="en-GB">${CARD}</shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    expect(wire(fake)).to.deep.equal(['GET /v2/products/by-slug/tee?locale=en-GB']);
    expect(text(element, '.price')).to.equal('From SEK 249.00');
    expect(element.variant).to.equal(null);
    element.selectOptions({ Size: 'L', Colour: 'Clay' });
    expect(element.variant!.id).to.equal('var_tee_l_clay');
    expect(text(element, '.price')).to.equal('SEK 279.00');
    expect(fake.requests).to.have.length(1);
  });

  it('reads the slug from the page URL with url-pattern', async () => {
    const { client, fake } = createCatalogueShop();
    history.replaceState(null, '', '?product=lamp');
    try {
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client} url-pattern="?product={slug}" seo="off">${CARD}</shop-product>`,
      );
      await until(() => element.state === 'ready', 'ready');
      expect(wire(fake)).to.deep.equal(['GET /v2/products/by-slug/lamp?locale=en-US']);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  for (const [pattern, path] of [
    ['/products/{slug}/', '/products/lamp'],
    ['/products/{slug}/', '/products/lamp/'],
    ['/products/{slug}', '/products/lamp/'],
  ]) {
    it(`reads the slug from ${path} with url-pattern ${pattern}`, async () => {
      const { client, fake } = createCatalogueShop();
      const before = location.href;
      history.replaceState(null, '', path);
      try {
        const element = await fixture<ShopProductElement>(
          html`<shop-product .client=${client} url-pattern=${pattern} seo="off">${CARD}</shop-product>`,
        );
        await until(() => element.state === 'ready', 'ready');
        expect(wire(fake)).to.deep.equal(['GET /v2/products/by-slug/lamp?locale=en-US']);
      } finally {
        history.replaceState(null, '', before);
      }
    });
  }

  it('warns once about a path the product scope does not have, naming the element, the path and the attribute', async () => {
    const { client } = createCatalogueShop();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client} product-id="prod_lamp" lang="en-GB" seo="off">
          <template>
            <p class="stock" data-shop-text="availability.lable"></p>
            <p class="also" data-shop-text="availability.lable"></p>
            <p class="price" data-shop-text="price.compareAtDisplay"></p>
            <p data-shop-show="selection.pinned" data-shop-text="variant.name"></p>
          </template>
        </shop-product>`,
      );
      await until(() => element.state === 'ready', 'ready');
      expect(text(element, '.price')).to.equal('SEK 799.00');
      expect(text(element, '.stock')).to.equal('');
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([
      'Shopkit: <shop-product> has no "availability.lable" to bind (data-shop-text); it stays empty. ' +
        'The paths of the product scope are listed in docs/elements.md, "The product scope".',
    ]);
  });

  it('shows the not-found block for an unknown product and never throws', async () => {
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} slug="nope">${CARD}</shop-product>`,
    );
    await until(() => element.state === 'not-found', 'not-found');
    expect(element.querySelector<HTMLElement>('.gone')!.hidden).to.equal(false);
    expect(element.querySelector<HTMLElement>('.skeleton')!.hidden).to.equal(true);
    expect(element.querySelector('article')).to.equal(null);
  });

  it('shows its own alert with the reason when the read fails and no error block is written', async () => {
    const { client, fake } = createCatalogueShop();
    fake.route('GET /v2/products/*', errorReply(500, 'internal'));
    const errors: string[] = [];
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_mug" @shop-error=${(e: CustomEvent) => errors.push(e.detail.operation)}>${CARD}</shop-product>`,
    );
    await until(() => element.state === 'error', 'error');
    const alert = element.querySelector('[data-shop-state="error"][role="alert"]')!;
    expect(alert.textContent).to.not.equal('');
    expect(element.hasAttribute('error')).to.equal(true);
    expect(errors).to.deep.equal(['product']);
  });

  it('reprices with one read on a currency switch and keeps the pinned variant', async () => {
    const { client, fake } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_tee" variant-id="var_tee_l_moss" lang="en-GB">${CARD}</shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    expect(text(element, '.price')).to.equal('SEK 279.00');
    const article = element.querySelector('article');
    await client.setCurrency('EUR');
    await until(() => text(element, '.price') === '€27.90', 'EUR price');
    expect(wire(fake).filter((r) => r.startsWith('GET /v2/products'))).to.deep.equal([
      'GET /v2/products/prod_tee?locale=en-GB',
      'GET /v2/products/prod_tee?locale=en-GB&currency=EUR',
    ]);
    expect(element.variant!.id).to.equal('var_tee_l_moss');
    expect(element.querySelector('article')).to.equal(article);
  });

  it('sends view_item once per product in GA4 form', async () => {
    const { client } = createCatalogueShop();
    const events: ShopkitCommerceEvent[] = [];
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" @shop-analytics=${(e: CustomEvent<ShopkitCommerceEvent>) => events.push(e.detail)}>${CARD}</shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    await client.setCurrency('EUR');
    await until(() => element.product!.currency === 'EUR', 'EUR');
    expect(events).to.deep.equal([
      {
        name: 'view_item',
        params: {
          currency: 'SEK',
          value: 599,
          items: [{ item_id: 'prod_lamp', item_name: 'Lamp', price: 599, quantity: 1 }],
        },
      },
    ]);
  });

  it('keeps the pinned variant in ?variant= and restores it from there', async () => {
    const { client } = createCatalogueShop();
    history.replaceState(null, '', '?variant=var_tee_s_clay');
    try {
      const changes: Array<string | null> = [];
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client} product-id="prod_tee" variant-param="variant" @shop-variant-change=${(e: CustomEvent) => changes.push(e.detail.variant?.id ?? null)}>${CARD}</shop-product>`,
      );
      await until(() => element.state === 'ready', 'ready');
      expect(element.variant!.id).to.equal('var_tee_s_clay');
      element.selectVariant('var_tee_m_moss');
      expect(new URLSearchParams(location.search).get('variant')).to.equal('var_tee_m_moss');
      expect(changes).to.deep.equal(['var_tee_s_clay', 'var_tee_m_moss']);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('renders hostile catalogue data inert', async () => {
    const { client } = createCatalogueShop([
      {
        ...(await import('../../helpers/fixtures.ts')).makeProduct({
          id: 'prod_x',
          name: '<img src=x onerror="window.__pwned=1">',
          slug: 'javascript:alert(1)',
          description: '<p>ok</p><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a>',
        }),
      },
    ]);
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_x" product-url="{slug}">${CARD}</shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text(element, 'h1')).to.equal('<img src=x onerror="window.__pwned=1">');
    expect(element.querySelector('h1 img, script')).to.equal(null);
    const href = element.querySelector('.self')!.getAttribute('href')!;
    expect(new URL(href, location.href).protocol).to.equal(location.protocol);
    expect(element.querySelector('.description')!.innerHTML).to.equal('<p>ok</p><a>x</a>');
    expect((window as unknown as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });
});
