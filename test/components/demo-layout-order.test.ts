import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define-elements.ts';
import type { ShopConsentBannerElement } from '../../components/shop-consent-banner.ts';
import { createTestShop, until } from './test-shop.ts';

let markup = '';

/** The demo home page's body, parsed as the browser would (its script tag is inert here). */
function layoutBody(): HTMLElement {
  return new DOMParser().parseFromString(markup, 'text/html').body;
}

function deepActive(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

describe('demo site layout', () => {
  before(async () => {
    markup = await (await fetch('/demo/site/public/index.html')).text();
  });

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
