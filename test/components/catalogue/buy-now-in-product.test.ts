import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopkitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';
import type { ShopBuyNowElement } from '../../../components/shop-buy-now.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopVariantPickerElement } from '../../../components/shop-variant-picker.ts';
import { makeCheckoutHandoff, makeCheckoutSession } from '../../helpers/fixtures.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop } from './catalogue-shop.ts';

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

describe('<shop-buy-now> inside a product', () => {
  it('is blocked with a reason until a variant is pinned, then buys it with the marked quantity', async () => {
    const shop = createCatalogueShop();
    shop.fake.route('POST /v2/checkout', { status: 201, body: makeCheckoutHandoff() });
    shop.fake.route('GET /v2/checkout/*', { body: makeCheckoutSession() });
    const navigated: string[] = [];
    const product = await fixture<ShopProductElement>(html`<shop-product .client=${shop.client} product-id="prod_tee"
      lang="en-GB"><template>
        <shop-variant-picker></shop-variant-picker>
        <input type="number" value="2" data-shop-quantity aria-label="Quantity" />
        <shop-buy-now success-url="https://shop.example/success"><button type="button">Buy now</button></shop-buy-now>
      </template></shop-product>`);
    await until(() => product.state === 'ready', 'ready');
    const buyNow = product.querySelector<ShopBuyNowElement>('shop-buy-now')!;
    const analytics: ShopkitCommerceEvent[] = [];
    buyNow.addEventListener('shop-analytics', (event) => analytics.push(event.detail as ShopkitCommerceEvent));
    buyNow.navigate = (url) => void navigated.push(url);
    const reason = () => squash(buyNow.shadowRoot!.querySelector('[part="reason"]')!.textContent);
    await until(() => buyNow.blocked, 'blocked');
    expect(reason()).to.equal('Choose Size and Colour');
    expect(buyNow.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
    buyNow.querySelector('button')!.click();
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(0);

    const picker = product.querySelector<ShopVariantPickerElement>('shop-variant-picker')!;
    await until(() => !!picker.shadowRoot?.querySelector('input'), 'picker');
    const input = (option: string, value: string): HTMLInputElement =>
      [...picker.shadowRoot!.querySelectorAll<HTMLInputElement>(`input[name="${option}"]`)].find(
        (i) => i.value === value,
      )!;
    input('Size', 'S').click();
    input('Colour', 'Clay').click();
    await until(() => !buyNow.blocked, 'unblocked');
    buyNow.querySelector('button')!.click();
    await until(() => navigated.length === 1, 'navigation');
    expect(shop.fake.calls('POST /v2/checkout')[0]!.body).to.deep.include({
      items: [{ productId: 'prod_tee', variantId: 'var_tee_s_clay', quantity: 2 }],
    });
    expect(shop.fake.calls('GET /v2/checkout/*'), 'priced from the product: one request').to.have.length(0);
    expect(analytics).to.have.length(1);
    expect(analytics[0]).to.deep.include({ name: 'begin_checkout' });
    expect(analytics[0]!.params.items[0]).to.include({ item_id: 'prod_tee', quantity: 2 });
  });
});
