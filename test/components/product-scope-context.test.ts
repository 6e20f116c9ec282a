// The product scope travels over the standard context protocol (@lit/context), so code outside Shopkit that speaks it
// finds the product an element sits in (a product's, a list row's), as Shopkit's own elements do; those find it from
// the owners' marks, across shadow roots. The context's key is `Symbol.for`'s, so a consumer that never imports
// Shopkit (another library, or another copy of Shopkit) asks with the same key.
import { expect, fixture, html } from '@open-wc/testing';
import { ContextConsumer, createContext } from '@lit/context';
import { LitElement, html as litHtml } from 'lit';
import './define-elements.ts';
import type { ShopProductElement } from '../../components/shop-product.ts';
import type { ShopProductListElement } from '../../components/shop-product-list.ts';
import type { ProductScope } from '../../components/internal/scope/product-scope.ts';
import { PRODUCT_SCOPE } from '../../components/internal/scope/scope-request.ts';
import { until } from './test-shop.ts';
import { createCatalogueShop } from './catalogue/catalogue-shop.ts';

/** A merchant's own lit element that asks for the product it sits in through @lit/context. */
class ProductNameProbe extends LitElement {
  readonly product = new ContextConsumer(this, { context: PRODUCT_SCOPE });
}
customElements.define('test-product-name-probe', ProductNameProbe);

/** Another library's element: its own context object, keyed as Shopkit documents it, and no Shopkit import. */
const OUTSIDE_KEY = createContext<{ data: { product: { id: string } } | null }>(
  Symbol.for('shopkit-storefront.product-scope'),
);
class OutsideProbe extends LitElement {
  readonly product = new ContextConsumer(this, { context: OUTSIDE_KEY });
}
customElements.define('test-outside-probe', OutsideProbe);

describe('the product scope over the context protocol', () => {
  it("gives a @lit/context consumer inside a <shop-product> that product's scope", async () => {
    const shop = createCatalogueShop();
    const product = await fixture<ShopProductElement>(
      html`<shop-product .client=${shop.client} product-id="prod_lamp">
        <template><test-product-name-probe></test-product-name-probe></template>
      </shop-product>`,
    );
    await until(() => product.state === 'ready', 'ready');
    const probe = product.querySelector<ProductNameProbe>('test-product-name-probe')!;
    await until(() => probe.product.value !== undefined, 'the scope');
    const scope: ProductScope = probe.product.value!;
    expect(scope.data?.product.id).to.equal('prod_lamp');
  });
});

/** A merchant's own element that renders a <shop-price> in its shadow root. */
class ShadowPriceCard extends LitElement {
  protected override render(): unknown {
    return litHtml`<shop-price></shop-price>`;
  }
}
customElements.define('test-shadow-price-card', ShadowPriceCard);

describe('the product scope for code that does not import Shopkit', () => {
  it('answers a consumer whose context is keyed with Symbol.for("shopkit-storefront.product-scope")', async () => {
    const shop = createCatalogueShop();
    const list = await fixture<ShopProductListElement>(
      html`<shop-product-list .client=${shop.client} limit="2">
        <template><article><test-outside-probe></test-outside-probe></article></template>
      </shop-product-list>`,
    );
    await until(() => list.state === 'ready', 'ready');
    const probes = [...list.querySelectorAll<OutsideProbe>('test-outside-probe')];
    await until(() => probes.every((probe) => probe.product.value !== undefined), 'the scopes');
    expect(probes.map((probe) => probe.product.value!.data?.product.id)).to.deep.equal(
      list.products.map((product) => product.id),
    );
  });
});

describe('the product scope in a list row', () => {
  it("gives a @lit/context consumer in a list row that row's scope, not another row's", async () => {
    const shop = createCatalogueShop();
    const list = await fixture<ShopProductListElement>(
      html`<shop-product-list .client=${shop.client} limit="2">
        <template><article><test-product-name-probe></test-product-name-probe></article></template>
      </shop-product-list>`,
    );
    await until(() => list.state === 'ready', 'ready');
    const probes = [...list.querySelectorAll<ProductNameProbe>('test-product-name-probe')];
    await until(() => probes.every((probe) => probe.product.value !== undefined), 'the scopes');
    expect(probes.map((probe) => probe.product.value!.data?.product.id)).to.deep.equal(
      list.products.map((product) => product.id),
    );
    expect(new Set(probes.map((probe) => probe.product.value!.data?.product.id)).size).to.equal(2);
  });

  it("finds the product's scope from inside another element's shadow root", async () => {
    const shop = createCatalogueShop();
    const product = await fixture<ShopProductElement>(
      html`<shop-product .client=${shop.client} product-id="prod_lamp" lang="en-GB">
        <template><test-shadow-price-card></test-shadow-price-card></template>
      </shop-product>`,
    );
    await until(() => product.state === 'ready', 'ready');
    const card = product.querySelector<ShadowPriceCard>('test-shadow-price-card')!;
    await card.updateComplete;
    const price = card.shadowRoot!.querySelector('shop-price')!;
    await until(() => !!price.shadowRoot?.querySelector('[part="price"]'), 'the price');
    expect(price.shadowRoot!.querySelector('[part="price"]')!.textContent!.replace(/\s+/g, ' ')).to.equal('SEK 599.00');
  });
});
