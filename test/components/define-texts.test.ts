import { expect, fixture, html } from '@open-wc/testing';
import { defineTexts } from './define-elements.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import type { ShopConsentBannerElement } from '../../components/shop-consent-banner.ts';
import { isShopkitConfigError } from '../../src/index.ts';
import { createTestShop, until } from './test-shop.ts';

const label = (cart: ShopCartElement): string =>
  (cart.shadowRoot!.querySelector('slot[name="label"]') as HTMLSlotElement).textContent!.trim();

describe('defineTexts', () => {
  it("translates elements already on the page into a language of the merchant's, falling back to English per text", async () => {
    const shop = createTestShop();
    const wrapper = await fixture(html`<div lang="de"><shop-cart .client=${shop.client}></shop-cart></div>`);
    const cart = wrapper.querySelector('shop-cart') as ShopCartElement;
    await until(() => label(cart) === 'Cart', 'English before any German texts exist');
    defineTexts('DE', { cart: 'Warenkorb', cartTitle: 'Ihr Warenkorb', itemCount: (count) => `${count} Artikel` });
    await until(() => label(cart) === 'Warenkorb', 'the rendered cart re-renders in German');
    expect(cart.shadowRoot!.querySelector('.sr-only')!.textContent).to.contain('0 Artikel');
    await cart.show();
    expect(cart.shadowRoot!.querySelector('h2')!.textContent!.trim()).to.equal('Ihr Warenkorb');
    const empty = (): string => cart.shadowRoot!.querySelector('[part="empty"]')?.textContent ?? '';
    await until(() => !empty().includes('Loading'), 'the cart read');
    expect(empty(), 'an undefined text stays English').to.contain('Your cart is empty.');
  });

  it('translates the consent settings view, which has no slots for its categories', async () => {
    defineTexts('de', { analytics: 'Statistik', analyticsText: 'Zählt Besuche.', settings: 'Einstellungen' });
    const shop = createTestShop();
    const wrapper = await fixture(
      html`<div lang="de-AT"><shop-consent-banner .client=${shop.client}></shop-consent-banner></div>`,
    );
    const banner = wrapper.querySelector('shop-consent-banner') as ShopConsentBannerElement;
    await banner.open('settings');
    const text = banner.shadowRoot!.querySelector('[part="settings"]')!.textContent!;
    expect(text).to.contain('Statistik').and.to.contain('Zählt Besuche.').and.to.contain('Einstellungen');
  });

  it('keeps Swedish built in and rejects a language that is not a two-letter code, naming it', async () => {
    const shop = createTestShop();
    const wrapper = await fixture(html`<div lang="sv-SE"><shop-cart .client=${shop.client}></shop-cart></div>`);
    await until(() => label(wrapper.querySelector('shop-cart') as ShopCartElement) === 'Varukorg', 'Swedish');
    let caught: unknown = null;
    try {
      defineTexts('deutsch', { cart: 'Warenkorb' });
    } catch (error) {
      caught = error;
    }
    expect(isShopkitConfigError(caught)).to.equal(true);
    expect((caught as Error).message)
      .to.contain('defineTexts language')
      .and.to.contain('"deutsch"');
  });
});
