import { expect, fixture, html } from '@open-wc/testing';
import { api as Shopkit } from '../../components/cdn-core.ts';
import { SHOP_ELEMENTS } from '../../components/define.ts';
import { autoConfigure, findShopkitScript } from '../../components/internal/config/auto-configure.ts';
import { getDefaultClient } from '../../components/internal/config/client-registry.ts';
import { startElementRegistry } from '../../components/internal/loading/element-registry.ts';
import type { ShopCheckoutButtonElement } from '../../components/shop-checkout-button.ts';
import { DEMO_KEY, DEMO_SECRET, LEGACY_KEY } from '../helpers/fixtures.ts';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/x-inert';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function captureConsoleErrors(run: () => void): string[] {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    run();
  } finally {
    console.error = original;
  }
  return lines;
}

describe('script-tag configuration and window.Shopkit', () => {
  // The script tag's core starts the lazy registry; the checkout button's module arrives through it.
  before(() => {
    void startElementRegistry(SHOP_ELEMENTS, 'lazy');
    return Shopkit.whenDefined('shop-checkout-button');
  });

  it('configures nothing without data-publishable-key', () => {
    expect(autoConfigure(script({ 'data-currency': 'EUR' }))).to.equal(null);
    expect(Shopkit.client).to.equal(null);
  });

  it('logs one error naming a malformed attribute (secret redacted) and puts waiting elements in their error state', async () => {
    const element = await fixture<ShopCheckoutButtonElement>(html`<shop-checkout-button></shop-checkout-button>`);
    const lines = captureConsoleErrors(() => {
      autoConfigure(script({ 'data-publishable-key': DEMO_KEY, 'data-max-retries': 'lots', 'data-storage': 'memory' }));
    });
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('data-max-retries').and.to.contain('lots');
    expect(lines[0]).not.to.contain(DEMO_SECRET);
    await element.updateComplete;
    expect(element.hasAttribute('error')).to.equal(true);
    expect(element.shadowRoot!.querySelector('[part="error"]')!.hasAttribute('hidden')).to.equal(false);
  });

  it('gives elements rendered before the client the client once the script tag configures it', async () => {
    const element = await fixture<ShopCheckoutButtonElement>(html`<shop-checkout-button></shop-checkout-button>`);
    const client = autoConfigure(
      script({
        'data-publishable-key': DEMO_KEY,
        'data-storage': 'memory',
        'data-currency': 'eur',
        'data-locale': 'sv-SE',
      }),
    );
    expect(client).to.not.equal(null);
    expect(getDefaultClient()).to.equal(client);
    expect(Shopkit.client).to.equal(client);
    expect(client!.currency).to.equal('EUR');
    await element.updateComplete;
    expect(element.activeClient).to.equal(client);
    expect(element.hasAttribute('error')).to.equal(false);
    expect(element.locale).to.equal('sv-SE');
    expect(element.shadowRoot!.querySelector('[part="button"]')!.textContent!.trim()).to.equal('Till kassan');
  });

  it('keeps the first default client when the bundle is loaded twice', () => {
    const first = getDefaultClient();
    expect(autoConfigure(script({ 'data-publishable-key': LEGACY_KEY, 'data-storage': 'memory' }))).to.equal(first);
  });

  it('replaces the default client with Shopkit.configure()', async () => {
    const element = await fixture<ShopCheckoutButtonElement>(html`<shop-checkout-button></shop-checkout-button>`);
    const client = Shopkit.configure({ publishableKey: LEGACY_KEY, storage: 'memory' });
    expect(Shopkit.client).to.equal(client);
    await element.updateComplete;
    expect(element.activeClient).to.equal(client);
  });

  it('binds a section to another shop through data attributes on a wrapper, one client per wrapper', async () => {
    const wrapper = await fixture(html`<section data-publishable-key=${LEGACY_KEY} data-storage="memory">
      <shop-checkout-button></shop-checkout-button><shop-checkout-button></shop-checkout-button></section>`);
    const [a, b] = [...wrapper.querySelectorAll<ShopCheckoutButtonElement>('shop-checkout-button')];
    expect(a!.activeClient!.shopPrefix).to.equal('legacy');
    expect(a!.activeClient).to.equal(b!.activeClient);
    expect(a!.activeClient).to.not.equal(getDefaultClient());
  });

  it("prefers an element's own client property", async () => {
    const own = Shopkit.createShopkitClient({ publishableKey: DEMO_KEY, storage: 'memory' });
    const element = await fixture<ShopCheckoutButtonElement>(
      html`<shop-checkout-button .client=${own}></shop-checkout-button>`,
    );
    expect(element.activeClient).to.equal(own);
  });

  it('finds its script tag by src when document.currentScript is gone (defer, async, late load)', () => {
    const tag = script({ 'data-publishable-key': DEMO_KEY, src: 'https://cdn.example.com/shopkit.js' });
    document.head.append(tag);
    try {
      expect(findShopkitScript()).to.equal(tag);
    } finally {
      tag.remove();
    }
  });

  it('exposes the core helpers, the version, and each element class once its module loaded', async () => {
    expect(Shopkit.version).to.match(/^\d+\.\d+\.\d+/);
    expect(Shopkit.formatMoney).to.be.a('function');
    expect(Shopkit.redactKey).to.be.a('function');
    expect(await Shopkit.whenDefined('shop-cart')).to.equal(customElements.get('shop-cart'));
    await Shopkit.defineShopElements();
    expect(customElements.get('shop-consent-banner')).to.be.a('function');
  });

  it('refuses whenDefined for a tag that is not a Shopkit element, naming it', async () => {
    const refused = await Shopkit.whenDefined('shop-nothing').then(
      () => null,
      (error: unknown) => error,
    );
    expect(Shopkit.isShopkitConfigError(refused)).to.equal(true);
    expect((refused as Error).message)
      .to.contain('shop-nothing')
      .and.to.contain('shop-cart');
  });
});
