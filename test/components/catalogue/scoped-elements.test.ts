import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopAddToCartElement } from '../../../components/shop-add-to-cart.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductImageElement } from '../../../components/shop-product-image.ts';
import type { ShopVariantPickerElement } from '../../../components/shop-variant-picker.ts';
import { makeCart } from '../../helpers/fixtures.ts';
import { until } from '../test-shop.ts';
import { LAMP_IMAGE_URL, createCatalogueShop, wire } from './catalogue-shop.ts';

const PAGE = html`<template>
  <shop-product-image sizes="50vw" loading="eager"></shop-product-image>
  <shop-price></shop-price>
  <shop-variant-picker></shop-variant-picker>
  <input type="number" value="3" data-shop-quantity aria-label="Quantity" />
  <shop-add-to-cart><button type="button">Add</button></shop-add-to-cart>
</template>`;

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

async function productPage(productId: string, extra: { lang?: string } = {}) {
  const shop = createCatalogueShop();
  shop.fake.route('POST /v2/cart', (request) => ({ status: 201, body: makeCart({ id: 'cart_new' }), ...{ request } }));
  const element = await fixture<ShopProductElement>(
    html`<shop-product .client=${shop.client} product-id=${productId} lang=${extra.lang ?? 'en-GB'}>${PAGE}</shop-product>`,
  );
  await until(() => element.state === 'ready', 'ready');
  const find = <T extends Element>(selector: string): T => element.querySelector<T>(selector)!;
  await until(
    () =>
      !!find<ShopVariantPickerElement>('shop-variant-picker').shadowRoot?.childElementCount ||
      !element.product!.options.length,
    'picker',
  );
  return { ...shop, element, find };
}

describe('elements inside a product', () => {
  it('price and image follow the product without a request of their own', async () => {
    const { fake, find } = await productPage('prod_lamp');
    const price = find('shop-price');
    await until(() => squash(price.shadowRoot!.textContent).includes('599'), 'price');
    expect(squash(price.shadowRoot!.querySelector('[part="price"]')!.textContent)).to.equal('SEK 599.00');
    expect(squash(price.shadowRoot!.querySelector('[part="compare-at"]')!.textContent)).to.equal('SEK 799.00');
    const image = find<ShopProductImageElement>('shop-product-image');
    await until(() => !!image.shadowRoot?.querySelector('img'), 'image');
    const img = image.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal(`${LAMP_IMAGE_URL}?width=800`);
    expect(img.getAttribute('srcset'))
      .to.contain(`${LAMP_IMAGE_URL}?width=320 320w`)
      .and.contain(`${LAMP_IMAGE_URL}?width=1200 1200w`);
    expect(img.getAttribute('sizes')).to.equal('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['800', '800']);
    expect(img.alt, 'an empty catalogue alt falls back to the name').to.equal('Lamp');
    expect(img.getAttribute('loading')).to.equal('eager');
    expect(img.getAttribute('fetchpriority')).to.equal('high');
    await until(() => img.complete && img.naturalWidth > 0, 'the picture, loaded');
    expect(image.shadowRoot!.querySelector('img'), 'still the picture, not the empty box').to.equal(img);
    expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=en-GB']);
  });

  it('shows a placeholder box, never a broken image, for a product without images', async () => {
    const { find } = await productPage('prod_card');
    const root = find<ShopProductImageElement>('shop-product-image').shadowRoot!;
    await until(() => !!root.querySelector('[part="placeholder"]'), 'placeholder');
    expect(root.querySelector('img')).to.equal(null);
  });

  it('blocks add to cart with a reason until a variant is pinned, then adds it with the marked quantity', async () => {
    const { fake, find, element } = await productPage('prod_tee');
    const add = find<ShopAddToCartElement>('shop-add-to-cart');
    await until(() => add.blocked, 'blocked');
    const reason = () => squash(add.shadowRoot!.querySelector('[part="reason"]')!.textContent);
    expect(reason()).to.equal('Choose Size and Colour');
    expect(find('shop-add-to-cart button').getAttribute('aria-disabled')).to.equal('true');
    find<HTMLButtonElement>('shop-add-to-cart button').click();
    expect(fake.calls('POST /v2/cart')).to.have.length(0);

    const picker = find<ShopVariantPickerElement>('shop-variant-picker').shadowRoot!;
    const input = (option: string, value: string): HTMLInputElement =>
      [...picker.querySelectorAll<HTMLInputElement>(`input[name="${option}"]`)].find((i) => i.value === value)!;
    input('Size', 'S').click();
    await until(() => reason() === 'Choose Colour', 'one left to choose');
    input('Colour', 'Moss').click();
    await until(() => reason() === 'Sold out', 'sold out');
    expect(element.variant!.id).to.equal('var_tee_s_moss');
    input('Colour', 'Clay').click();
    await until(() => !add.blocked, 'unblocked');
    expect(find('shop-add-to-cart button').hasAttribute('aria-disabled')).to.equal(false);
    expect(squash(find('shop-price').shadowRoot!.textContent)).to.equal('SEK 249.00');
    find<HTMLButtonElement>('shop-add-to-cart button').click();
    await until(() => fake.calls('POST /v2/cart').length === 1, 'POST');
    expect(fake.calls('POST /v2/cart')[0]!.body).to.deep.equal({
      items: [{ productId: 'prod_tee', variantId: 'var_tee_s_clay', quantity: 3 }],
    });
  });

  it('marks sold-out values and repairs a choice that leaves no variant', async () => {
    const { find, element } = await productPage('prod_tee');
    const picker = find<ShopVariantPickerElement>('shop-variant-picker').shadowRoot!;
    const input = (option: string, value: string): HTMLInputElement =>
      [...picker.querySelectorAll<HTMLInputElement>(`input[name="${option}"]`)].find((i) => i.value === value)!;
    input('Size', 'S').click();
    await until(() => input('Colour', 'Moss').closest('label')!.getAttribute('part') === 'value unavailable', 'marked');
    expect(squash(input('Colour', 'Moss').closest('label')!.textContent)).to.equal('Moss (Sold out)');
    input('Colour', 'Clay').click();
    input('Size', 'M').click();
    await until(() => element.variant?.id === 'var_tee_m_moss', 'repaired');
    expect(input('Colour', 'Moss').checked).to.equal(true);
    expect(input('Size', 'M').checked).to.equal(true);
  });

  it('offers a select per option with kind="select"', async () => {
    const { find, element } = await productPage('prod_tee');
    const picker = find<ShopVariantPickerElement>('shop-variant-picker');
    picker.kind = 'select';
    await picker.updateComplete;
    const selects = picker.shadowRoot!.querySelectorAll('select');
    expect(selects).to.have.length(2);
    expect(squash(selects[0]!.selectedOptions[0]!.textContent)).to.equal('Choose Size');
    selects[0]!.value = 'L';
    selects[0]!.dispatchEvent(new Event('change'));
    selects[1]!.value = 'Clay';
    selects[1]!.dispatchEvent(new Event('change'));
    expect(element.variant!.id).to.equal('var_tee_l_clay');
    await expect(picker).to.be.accessible();
  });

  it('uses the merchant template of the picker, one clone per option', async () => {
    const shop = createCatalogueShop();
    const element = await fixture<ShopProductElement>(html`<shop-product .client=${shop.client} product-id="prod_tee">
      <template>
        <shop-variant-picker>
          <template>
            <fieldset>
              <legend data-shop-text="option.name"></legend>
              <template data-shop-each="option.values" data-shop-as="value">
                <label data-shop-class="sold-out:!value.available">
                  <input type="radio" data-shop-attr="name:option.id, value:value.name, checked:value.selected" />
                  <span data-shop-text="value.name"></span>
                </label>
              </template>
            </fieldset>
          </template>
        </shop-variant-picker>
      </template>
    </shop-product>`);
    await until(() => element.querySelectorAll('shop-variant-picker fieldset').length === 2, 'two fieldsets');
    const radios = () => [...element.querySelectorAll<HTMLInputElement>('shop-variant-picker input')];
    expect(radios().map((r) => `${r.name}=${r.value}`)).to.deep.equal([
      'prod_tee-o0=S',
      'prod_tee-o0=M',
      'prod_tee-o0=L',
      'prod_tee-o1=Moss',
      'prod_tee-o1=Clay',
    ]);
    radios()[2]!.click();
    radios()[4]!.click();
    expect(element.variant!.id).to.equal('var_tee_l_clay');
    radios()[0]!.click();
    const soldOut = [...element.querySelectorAll('shop-variant-picker label.sold-out')].map((l) =>
      squash(l.textContent),
    );
    expect(soldOut).to.deep.equal(['M', 'Moss']);
    expect(
      radios()
        .filter((r) => r.checked)
        .map((r) => r.value),
    ).to.deep.equal(['S', 'Clay']);
  });
});
