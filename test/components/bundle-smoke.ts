// The built scripts loaded the way a merchant's page does: a plain script tag with data attributes, pasted twice,
// after the elements are already in the page. dist/shopkit.js (the loader) defines them from its chunks, and
// dist/shopkit.full.js from itself; both give the same window.Shopkit. Needs `npm run build` (npm test runs it first).
import { expect } from '@open-wc/testing';
import { DEMO_KEY } from '../helpers/fixtures.ts';

interface ShopkitGlobal {
  client: { shopPrefix: string; currency: string | null } | null;
  version: string;
  configure: unknown;
  createShopkitClient: unknown;
  ready: Promise<void>;
  whenDefined(tag: string): Promise<CustomElementConstructor>;
  ShopCartElement?: CustomElementConstructor;
}

function load(src: string, attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load: run npm run build first`));
    document.head.append(script);
  });
}

/** The smoke suite for one built script; each test file runs in a page of its own, so one script per file. */
export function describeBundleSmoke(src: string): void {
  describe(`${src} on a plain page`, () => {
    it('defines the elements, configures window.Shopkit from the tag, and survives a second copy', async () => {
      document.body.innerHTML = '<shop-cart></shop-cart>';
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent): void => {
        errors.push(event.error ?? event.message);
      };
      addEventListener('error', onError);
      try {
        await load(src, { 'data-publishable-key': DEMO_KEY, 'data-storage': 'memory', 'data-currency': 'eur' });
        await load(src, { 'data-publishable-key': DEMO_KEY, 'data-storage': 'memory' });
        await (window as unknown as { Shopkit: ShopkitGlobal }).Shopkit.ready;
      } finally {
        removeEventListener('error', onError);
      }
      const shopkit = (window as unknown as { Shopkit: ShopkitGlobal }).Shopkit;
      expect(errors).to.deep.equal([]);
      expect(shopkit.version).to.match(/^\d+\.\d+\.\d+/);
      expect(shopkit.client?.shopPrefix).to.equal('demo');
      expect(shopkit.client?.currency).to.equal('EUR');
      expect(shopkit.configure).to.be.a('function');
      expect(shopkit.createShopkitClient).to.be.a('function');
      expect(customElements.get('shop-cart')).to.be.a('function');
      expect(shopkit.ShopCartElement).to.equal(customElements.get('shop-cart'));
      const cart = document.querySelector('shop-cart')!;
      await (cart as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(cart.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('0');
    });
  });
}
