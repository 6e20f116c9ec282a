// The product scope travels over the standard context protocol (@lit/context), so code outside Shopkit that speaks it
// finds the product an element sits in, as Shopkit's own elements do. Run against the sources only: the context key
// belongs to one copy of the code, and the built scripts are another copy.
import { expect, fixture, html } from '@open-wc/testing';
import { ContextConsumer } from '@lit/context';
import { LitElement } from 'lit';
import './define-elements.ts';
import type { ShopProductElement } from '../../components/shop-product.ts';
import type { ProductScope } from '../../components/internal/catalogue/product-scope.ts';
import { PRODUCT_SCOPE } from '../../components/internal/runtime/scope-request.ts';
import { until } from './test-shop.ts';
import { createCatalogueShop } from './catalogue/catalogue-shop.ts';

/** A merchant's own lit element that asks for the product it sits in through @lit/context. */
class ProductNameProbe extends LitElement {
  readonly product = new ContextConsumer(this, { context: PRODUCT_SCOPE });
}
customElements.define('test-product-name-probe', ProductNameProbe);

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
