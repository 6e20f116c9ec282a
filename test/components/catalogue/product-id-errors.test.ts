// What a merchant (or a framework) gets wrong about which product an element shows: no product-id, an id the shop
// does not have, or `productId` written as the attribute `productid` by a framework that met the element before it
// was defined. Each is one console error naming the element and the attribute; and a property set before the
// element is defined is kept when it is.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopPriceElement } from '../../../components/shop-price.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop, wire } from './catalogue-shop.ts';

const TEMPLATE = html`<template><h1 data-shop-text="product.name"></h1></template>`;

/** Runs `act` with console.error recorded; resolves with the errors it printed. */
async function consoleErrors(act: () => Promise<unknown>): Promise<string[]> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    await act();
  } finally {
    console.error = original;
  }
  return errors;
}

describe('a product element that has no product to show', () => {
  it('says that a <shop-product> names no product, naming the attributes that would', async () => {
    const { client, fake } = createCatalogueShop();
    const errors = await consoleErrors(async () => {
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client}>${TEMPLATE}</shop-product>`,
      );
      await until(() => element.state === 'not-found', 'not-found');
    });
    expect(wire(fake)).to.deep.equal([]);
    expect(errors).to.deep.equal([
      'Shopkit: <shop-product> has no product-id, slug or url-pattern, so it shows no product.',
    ]);
  });

  it('names the product-id that the shop does not have', async () => {
    const { client } = createCatalogueShop();
    const errors = await consoleErrors(async () => {
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client} product-id="prod_nope">${TEMPLATE}</shop-product>`,
      );
      await until(() => element.state === 'not-found', 'not-found');
    });
    expect(errors).to.deep.equal(['Shopkit: <shop-product> product-id="prod_nope" names no product of this shop.']);
  });

  it('names the attribute a framework wrote for productId before the element was defined', async () => {
    const { client } = createCatalogueShop();
    const errors = await consoleErrors(async () => {
      const element = await fixture<ShopProductElement>(
        html`<shop-product .client=${client} productid="prod_lamp">${TEMPLATE}</shop-product>`,
      );
      await until(() => element.state === 'not-found', 'not-found');
    });
    expect(errors).to.deep.equal([
      'Shopkit: <shop-product> has no product-id, slug or url-pattern, so it shows no product. ' +
        'Its attribute "productid" is not one it reads: write product-id="…" (a framework wrote the property ' +
        'productId before the element was defined; docs/frameworks.md).',
    ]);
  });

  it('says that a <shop-price> outside every product has no product-id, and names productid', async () => {
    const { client, fake } = createCatalogueShop();
    const errors = await consoleErrors(() =>
      fixture<ShopPriceElement>(html`<shop-price .client=${client} productid="prod_lamp"></shop-price>`),
    );
    expect(wire(fake)).to.deep.equal([]);
    expect(errors).to.deep.equal([
      'Shopkit: <shop-price> has no product-id and sits in no <shop-product> or list row, so it shows no product. ' +
        'Its attribute "productid" is not one it reads: write product-id="…" (a framework wrote the property ' +
        'productId before the element was defined; docs/frameworks.md).',
    ]);
  });

  it('names the product-id of a <shop-price> that the shop does not have, and shows its error', async () => {
    const { client } = createCatalogueShop();
    let element: ShopPriceElement | null = null;
    const errors = await consoleErrors(async () => {
      element = await fixture<ShopPriceElement>(
        html`<shop-price .client=${client} product-id="prod_nope"></shop-price>`,
      );
      await until(() => element!.error, 'the error state');
    });
    expect(errors).to.deep.equal(['Shopkit: <shop-price> product-id="prod_nope" names no product of this shop.']);
  });

  it('prints nothing for a product found, or one the page URL names that the shop does not have', async () => {
    const { client } = createCatalogueShop();
    const before = location.href;
    history.replaceState(null, '', '?product=nope');
    try {
      const errors = await consoleErrors(async () => {
        const found = await fixture<ShopProductElement>(
          html`<shop-product .client=${client} product-id="prod_lamp" seo="off">
            <template><h1 data-shop-text="product.name"></h1><shop-price></shop-price></template>
          </shop-product>`,
        );
        const fromUrl = await fixture<ShopProductElement>(
          html`<shop-product .client=${client} url-pattern="?product={slug}" seo="off">${TEMPLATE}</shop-product>`,
        );
        await until(() => found.state === 'ready' && fromUrl.state === 'not-found', 'both read');
        await until(() => !!found.querySelector('shop-price')?.shadowRoot?.querySelector('[part="price"]'), 'price');
      });
      expect(errors).to.deep.equal([]);
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe('a property set before the element is defined', () => {
  it('is kept when the element is defined, so the product it names is read', async () => {
    const { client, fake } = createCatalogueShop();
    const tag = 'test-late-product';
    const element = document.createElement(tag) as ShopProductElement;
    element.productId = 'prod_lamp';
    element.client = client;
    element.setAttribute('seo', 'off');
    element.append(document.createElement('template'));
    element.querySelector('template')!.innerHTML = '<h1 data-shop-text="product.name"></h1>';
    document.body.append(element);
    try {
      // What the element registry does once the element's module arrives: define its class under its tag.
      const ShopProduct = customElements.get('shop-product') as typeof ShopProductElement;
      customElements.define(tag, class extends ShopProduct {});
      await until(() => element.state === 'ready', 'ready');
      expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=en-US']);
      expect(element.querySelector('h1')!.textContent).to.equal('Lamp');
      expect(element.hasAttribute('productid')).to.equal(false);
    } finally {
      element.remove();
    }
  });
});
