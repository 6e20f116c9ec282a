// The one suite that loads the built IIFE (dist/shopkit.js, from `npm run build`) the way a merchant's page does:
// a plain script tag with data attributes, pasted twice, after the elements are already in the page.
import { expect } from '@open-wc/testing';
import { DEMO_KEY } from '../helpers/fixtures.ts';

interface ShopkitGlobal {
  client: { shopPrefix: string; currency: string | null } | null;
  version: string;
  configure: unknown;
  createShopkitClient: unknown;
  ShopCartElement: CustomElementConstructor;
}

function load(attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = '/dist/shopkit.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('dist/shopkit.js did not load'));
    document.head.append(script);
  });
}

describe('dist/shopkit.js on a plain page', () => {
  before(async function () {
    if (!(await fetch('/dist/shopkit.js', { method: 'HEAD' })).ok) this.skip();
  });

  it('defines the elements, configures window.Shopkit from the tag, and survives a second copy', async () => {
    document.body.innerHTML = '<shop-cart></shop-cart>';
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent): void => {
      errors.push(event.error ?? event.message);
    };
    addEventListener('error', onError);
    try {
      await load({ 'data-publishable-key': DEMO_KEY, 'data-storage': 'memory', 'data-currency': 'eur' });
      await load({ 'data-publishable-key': DEMO_KEY, 'data-storage': 'memory' });
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
    const cart = document.querySelector('shop-cart')!;
    await (cart as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(cart.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('0');
  });
});
