import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopConsentBannerElement } from '../../components/shop-consent-banner.ts';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { clearConsentCookie, createTestShop, settled, until } from './test-shop.ts';

const part = (element: Element, name: string): HTMLElement | null =>
  element.shadowRoot!.querySelector(`[part="${name}"]`);
const buttons = (element: Element): HTMLButtonElement[] => [
  ...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button'),
];

async function banner(shop = createTestShop(), lang = 'en'): Promise<ShopConsentBannerElement> {
  const wrapper = await fixture(
    html`<div lang=${lang}><shop-consent-banner .client=${shop.client}></shop-consent-banner></div>`,
  );
  return wrapper.querySelector<ShopConsentBannerElement>('shop-consent-banner')!;
}

describe('<shop-consent-banner>', () => {
  beforeEach(clearConsentCookie);
  afterEach(clearConsentCookie);

  it('is shown as a labelled region while the shopper has not decided, with both choices equally prominent', async () => {
    const element = await banner();
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    const region = part(element, 'banner')!;
    expect(region.getAttribute('role')).to.equal('region');
    const [accept, necessary] = buttons(element);
    expect(accept!.textContent).to.equal('Accept all');
    expect(necessary!.textContent).to.equal('Only necessary');
    expect(accept!.className).to.equal(necessary!.className);
    expect(getComputedStyle(accept!).backgroundColor).to.equal(getComputedStyle(necessary!).backgroundColor);
    await settled(element);
    await expect(element).to.be.accessible();
  });

  it('shows when its code arrives after the element is already in the page, with a client set before that', async () => {
    const shop = createTestShop();
    const early = document.createElement('shop-consent-banner-upgrade-test') as ShopConsentBannerElement;
    early.client = shop.client;
    document.body.append(early);
    const Banner = customElements.get('shop-consent-banner') as CustomElementConstructor;
    customElements.define('shop-consent-banner-upgrade-test', class extends Banner {});
    try {
      await until(() => early.visible && part(early, 'banner') !== null, 'the upgraded banner shows');
      expect(early.error).to.equal(false);
    } finally {
      early.remove();
    }
  });

  it('writes "accept all" through the core and hides', async () => {
    const shop = createTestShop();
    const element = await banner(shop);
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    const changes: Array<{ state: { categories: unknown } }> = [];
    element.addEventListener('shop-consent-change', (e) => changes.push(e.detail));
    buttons(element)[0]!.click();
    await until(() => changes.length === 1, 'shop-consent-change');
    expect(changes[0]!.state.categories).to.deep.equal({ necessary: true, analytics: true, marketing: true });
    expect((await shop.client.consent.read()).decided).to.equal(true);
    expect(element.visible).to.equal(false);
    expect(part(element, 'banner')).to.equal(null);
  });

  it('stays hidden once decided and reopens in the settings view from <shop-consent-settings-button>', async () => {
    const shop = createTestShop();
    await shop.client.consent.write({ analytics: true, marketing: false });
    const wrapper =
      await fixture(html`<div lang="en"><shop-consent-banner id="cb" .client=${shop.client}></shop-consent-banner>
      <shop-consent-settings-button for="cb" .client=${shop.client}></shop-consent-settings-button></div>`);
    const element = wrapper.querySelector<ShopConsentBannerElement>('shop-consent-banner')!;
    const opener = wrapper.querySelector('shop-consent-settings-button')!;
    await opener.updateComplete;
    expect(element.visible).to.equal(false);
    const openerButton = part(opener, 'button')!;
    openerButton.focus();
    openerButton.click();
    await until(() => element.visible && part(element, 'settings') !== null, 'settings view');
    const checkbox = (name: string): HTMLInputElement => element.shadowRoot!.querySelector(`input[name="${name}"]`)!;
    expect(checkbox('necessary').disabled).to.equal(true);
    expect(checkbox('analytics').checked).to.equal(true);
    expect(checkbox('marketing').checked).to.equal(false);
    expect(element.shadowRoot!.activeElement?.getAttribute('name')).to.equal('analytics');
    await settled(element);
    await expect(element).to.be.accessible();
    checkbox('marketing').click();
    checkbox('analytics').click();
    buttons(element).at(-1)!.click();
    await until(() => !element.visible, 'hidden');
    expect((await shop.client.consent.read()).categories).to.deep.equal({
      necessary: true,
      analytics: false,
      marketing: true,
    });
    expect(opener.shadowRoot!.activeElement === openerButton, 'focus returned to the settings button').to.equal(true);
  });

  for (const lang of ['en_US', 'pt_BR', 'zh-Hant-TW', 'not a language'])
    it(`opens its settings view from the settings button under lang="${lang}", with the saved decision`, async () => {
      const shop = createTestShop();
      await shop.client.consent.write({ analytics: false, marketing: true });
      const wrapper = await fixture(html`<div lang=${lang}>
        <shop-consent-banner id="cb" .client=${shop.client}></shop-consent-banner>
        <shop-consent-settings-button for="cb" .client=${shop.client}></shop-consent-settings-button>
      </div>`);
      const element = wrapper.querySelector<ShopConsentBannerElement>('shop-consent-banner')!;
      const opener = wrapper.querySelector('shop-consent-settings-button')!;
      await opener.updateComplete;
      part(opener, 'button')!.click();
      await until(() => element.visible && part(element, 'settings') !== null, 'settings view');
      const marketing = element.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!;
      expect(marketing.checked).to.equal(true);
      expect(element.error).to.equal(false);
    });

  it('closes a reopened banner on Escape', async () => {
    const shop = createTestShop();
    await shop.client.consent.write({ analytics: false, marketing: false });
    const element = await banner(shop);
    await element.open();
    await sendKeys({ press: 'Escape' });
    expect(element.visible).to.equal(false);
  });

  it('speaks Swedish under lang="sv" and takes other languages from slots', async () => {
    const element = await banner(createTestShop(), 'sv');
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    expect(buttons(element).map((b) => b.textContent)).to.deep.equal([
      'Godkänn alla',
      'Endast nödvändiga',
      'Inställningar',
    ]);
    const label = document.createElement('span');
    label.slot = 'accept';
    label.textContent = 'Alle akzeptieren';
    element.append(label);
    const slot = buttons(element)[0]!.querySelector('slot')!;
    expect(slot.assignedNodes().map((node) => node.textContent)).to.deep.equal(['Alle akzeptieren']);
    await settled(element);
    await expect(element).to.be.accessible();
  });

  it('shows at once on page load, and fades in when the shopper reopens it', async () => {
    const element = await banner();
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    const transitions = () =>
      part(element, 'banner')!
        .getAnimations()
        .map((animation) => (animation as CSSTransition).transitionProperty);
    expect(transitions(), 'on load').to.deep.equal([]);
    element.visible = false;
    await element.updateComplete;
    await element.open();
    expect(transitions(), 'reopened').to.deep.equal(['opacity']);
  });

  it('drops its fade under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const element = await banner();
      await until(() => element.visible, 'visible');
      await element.updateComplete;
      expect(getComputedStyle(part(element, 'banner')!).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('renders nothing when consent is off', async () => {
    const shop = createTestShop({ config: { consent: false } });
    const element = await banner(shop);
    await element.open();
    expect(element.visible).to.equal(false);
    expect(element.shadowRoot!.childElementCount).to.equal(0);
  });
});
