// A list row is made in one pass: its clone is bound and the content of its <shop-price> and the state of its
// <shop-add-to-cart> are written into the merchant's markup before the row is inserted, and the price adopts it (its
// shadow root only slots it in) instead of rendering it again. Every change of the row's product (a currency, a variant
// chosen in the row) is written the same way, and the elements find the row's scope without a DOM event. The image
// draws its own <img> (write-leaves.ts says why).
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopAddToCartElement } from '../../../components/shop-add-to-cart.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import type { ShopVariantPickerElement } from '../../../components/shop-variant-picker.ts';
import { findLeaves, writeLeaves } from '../../../components/internal/catalogue/write-leaves.ts';
import { ProductScope } from '../../../components/internal/scope/product-scope.ts';
import { makeCart } from '../../helpers/fixtures.ts';
import { until } from '../test-shop.ts';
import { CATALOGUE, LAMP_IMAGE_URL, createCatalogueShop, wire } from './catalogue-shop.ts';

const ROW = html`<template>
  <article class="card">
    <shop-product-image sizes="25vw"></shop-product-image>
    <a class="name" data-shop-attr="href:product.url" data-shop-text="product.name"></a>
    <shop-price></shop-price>
    <shop-variant-picker></shop-variant-picker>
    <shop-add-to-cart><button type="button">Add</button></shop-add-to-cart>
  </article>
</template>`;

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The price text written into a row's `<shop-price>` (its light content), spaces as typed. */
const writtenPrice = (price: Element, part = 'price'): string =>
  squash(price.querySelector(`:scope > [data-shop-part="${part}"]`)?.textContent);

async function mountList() {
  const shop = createCatalogueShop();
  shop.fake.route('POST /v2/cart', () => ({ status: 201, body: makeCart({ id: 'cart_new' }) }));
  const asked: string[] = [];
  const onRequest = (event: Event) => asked.push((event.target as Element).localName);
  window.addEventListener('context-request', onRequest, true);
  const list = await fixture<ShopProductListElement>(
    html`<shop-product-list .client=${shop.client} lang="en-GB">${ROW}</shop-product-list>`,
  );
  await until(() => list.state === 'ready', 'ready');
  const rows = [...list.querySelectorAll<HTMLElement>('article.card')];
  await Promise.all(
    rows.flatMap((row) =>
      [...row.querySelectorAll('shop-price, shop-product-image, shop-add-to-cart')].map(
        (element) => (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
      ),
    ),
  );
  window.removeEventListener('context-request', onRequest, true);
  const row = (name: string): HTMLElement => rows.find((card) => card.querySelector('.name')!.textContent === name)!;
  return { ...shop, list, rows, row, asked };
}

describe('a list row rendered in one pass', () => {
  it("writes each row's price into its markup, and the price adopts it", async () => {
    const { row, fake, asked } = await mountList();
    const price = row('Lamp').querySelector('shop-price')!;
    expect(writtenPrice(price)).to.equal('SEK 599.00');
    expect(writtenPrice(price, 'compare-at')).to.equal('SEK 799.00');
    expect(price.shadowRoot!.querySelector('[part="price"]'), 'no second price in the shadow root').to.equal(null);
    expect(price.shadowRoot!.querySelector('slot')).not.to.equal(null);

    const image = row('Lamp').querySelector('shop-product-image')!;
    await until(() => !!image.shadowRoot?.querySelector('img'), 'the image');
    expect(image.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal(`${LAMP_IMAGE_URL}?width=800`);
    expect(image.querySelector('img'), 'no image written into the row').to.equal(null);

    expect(asked, 'scopes found without a context-request event').to.deep.equal([]);
    expect(wire(fake), 'one read for the whole grid').to.deep.equal(['GET /v2/products?limit=24&locale=en-GB']);
  });

  it('shows the empty box for a row without an image and marks a sold-out row blocked before any render', async () => {
    const { row } = await mountList();
    const image = row('Card').querySelector('shop-product-image')!;
    expect(image.querySelector('img')).to.equal(null);
    expect(image.shadowRoot!.querySelector('[part="placeholder"]')).not.to.equal(null);
    const add = row('Card').querySelector<ShopAddToCartElement>('shop-add-to-cart')!;
    expect(add.blocked).to.equal(true);
    expect(add.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
    expect(squash(add.shadowRoot!.querySelector('[part="reason"]')!.textContent)).to.equal('Sold out');
  });

  it("writes a row's leaves into a clone of its template, before its elements upgrade", async () => {
    const { list } = await mountList();
    const template = list.querySelector<HTMLTemplateElement>(':scope > template')!;
    const clone = template.content.cloneNode(true) as DocumentFragment;
    const add = clone.querySelector('shop-add-to-cart')!;
    expect(add instanceof customElements.get('shop-add-to-cart')!, 'a clone of template content is inert').to.equal(
      false,
    );
    const scope = new ProductScope({
      root: add,
      client: () => null,
      locale: () => 'en-GB',
      productUrl: '/p',
      lowStock: 5,
    });
    scope.setProduct(list.products.find((product) => product.id === 'prod_tee')!);
    writeLeaves(findLeaves([...clone.childNodes]), scope.data!);
    expect(add.hasAttribute('blocked'), 'no variant pinned yet').to.equal(true);
    expect(add.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
    expect(writtenPrice(clone.querySelector('shop-price')!)).to.equal('From SEK 249.00');
  });

  it("rewrites a row's price in place when a variant is chosen in it, shows its image and adds that variant", async () => {
    const { row, fake } = await mountList();
    const tee = row('Tee');
    const picker = tee.querySelector<ShopVariantPickerElement>('shop-variant-picker')!;
    await until(() => !!picker.shadowRoot?.querySelector('input'), 'the picker');
    const input = (option: string, value: string): HTMLInputElement =>
      [...picker.shadowRoot!.querySelectorAll<HTMLInputElement>(`input[name="${option}"]`)].find(
        (i) => i.value === value,
      )!;
    const price = tee.querySelector('shop-price')!;
    const add = tee.querySelector<ShopAddToCartElement>('shop-add-to-cart')!;
    expect(add.blocked).to.equal(true);
    input('Size', 'L').click();
    input('Colour', 'Clay').click();
    await until(() => writtenPrice(price) === 'SEK 279.00', 'the variant price');
    await until(() => !add.blocked, 'unblocked');
    expect(add.querySelector('button')!.hasAttribute('aria-disabled')).to.equal(false);
    const image = tee.querySelector('shop-product-image')!;
    await until(() => !!image.shadowRoot?.querySelector('img')?.getAttribute('src')?.includes('tee-clay.jpg'), 'image');
    expect(image.shadowRoot!.querySelector('img')!.getAttribute('alt')).to.equal('Clay tee');
    add.querySelector('button')!.click();
    await until(() => fake.calls('POST /v2/cart').length === 1, 'POST');
    expect(fake.calls('POST /v2/cart')[0]!.body).to.deep.equal({
      items: [{ productId: 'prod_tee', variantId: 'var_tee_l_clay', quantity: 1 }],
    });
  });

  it('reprices every row in place on a currency switch, with one request', async () => {
    const { list, rows, fake, row } = await mountList();
    const price = row('Lamp').querySelector('shop-price')!;
    const written = price.querySelector('[data-shop-part="price"]');
    await list.activeClient!.setCurrency('EUR');
    await until(() => writtenPrice(price) === '€59.90', 'the EUR price');
    expect(writtenPrice(price, 'compare-at')).to.equal('€79.90');
    expect(price.querySelector('[data-shop-part="price"]'), 'a new text, not a new row').not.to.equal(written);
    expect([...list.querySelectorAll('article.card')]).to.deep.equal(rows);
    expect(price.shadowRoot!.querySelector('[part="price"]')).to.equal(null);
    expect(wire(fake)).to.deep.equal([
      'GET /v2/products?limit=24&locale=en-GB',
      'GET /v2/products?limit=24&locale=en-GB&currency=EUR',
    ]);
  });

  it("shows the empty box when a row's image fails to load", async () => {
    const broken = CATALOGUE.map((product) =>
      product.id === 'prod_lamp'
        ? { ...product, images: [{ ...product.images[0]!, url: new URL('./missing.png', LAMP_IMAGE_URL).href }] }
        : product,
    );
    const shop = createCatalogueShop(broken);
    const list = await fixture<ShopProductListElement>(
      html`<shop-product-list .client=${shop.client} lang="en-GB">${ROW}</shop-product-list>`,
    );
    await until(() => list.state === 'ready', 'ready');
    const image = [...list.querySelectorAll('article.card')]
      .find((card) => card.querySelector('.name')!.textContent === 'Lamp')!
      .querySelector('shop-product-image')!;
    await until(() => !!image.shadowRoot?.querySelector('[part="placeholder"]'), 'the empty box');
    expect(image.querySelector('img')).to.equal(null);
  });
});
