import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define-elements.ts';
import type { ShopConsentBannerElement } from '../../components/shop-consent-banner.ts';
import { html as page } from '../../demo/site/html.ts';
import { renderLayout } from '../../demo/site/layout.ts';
import { createTestShop, until } from './test-shop.ts';

const CONFIG = {
  siteUrl: 'https://shop.test',
  scriptUrl: '/shopkit.js',
  apiUrl: 'https://api.shop.test',
  checkoutUrl: 'https://checkout.shop.test',
  imageBaseUrl: 'https://cdn.shop.test/images/demo',
  publishableKey: 'shop_pk_demo_demo0publishable0key',
  locale: 'en-US',
};

/** The demo layout's body, parsed as the browser would (its script tag is inert here). */
function layoutBody(): HTMLElement {
  const markup = String(
    renderLayout({ title: 'Demo', shopName: 'Demo', config: CONFIG, main: page`<button>Add to cart</button>` }),
  );
  return new DOMParser().parseFromString(markup, 'text/html').body;
}

function deepActive(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

describe('demo site layout', () => {
  it('puts the consent banner right after the skip link, before the header', () => {
    const tags = [...layoutBody().children].map((child) => child.localName);
    expect(tags.slice(0, 3)).to.deep.equal(['a', 'shop-consent-banner', 'header']);
  });

  it('lets Tab reach the banner straight after the skip link without the banner taking focus on load', async () => {
    const shop = createTestShop();
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const child of [...layoutBody().children]) {
      if (child.localName === 'script') continue;
      container.append(document.importNode(child, true));
    }
    for (const element of container.querySelectorAll<HTMLElement & { client: unknown }>(
      'shop-consent-banner, shop-cart, shop-currency-select, shop-consent-settings-button',
    )) {
      element.client = shop.client;
    }
    const banner = container.querySelector<ShopConsentBannerElement>('shop-consent-banner')!;
    await until(() => banner.hasAttribute('visible'), 'banner visible');
    expect(deepActive()).to.equal(document.body);
    container.querySelector<HTMLElement>('.skip-link')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(banner.shadowRoot!.contains(deepActive())).to.equal(true);
  });
});
