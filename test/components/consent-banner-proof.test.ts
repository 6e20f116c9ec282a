// The banner's proof of consent (consent id and time in the settings view), Global Privacy Control, and the
// language packs loaded on first use.
import { expect, fixture, html } from '@open-wc/testing';
import { defineTexts } from './define-elements.ts';
import type { ShopConsentBannerElement } from '../../components/shop-consent-banner.ts';
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

function setGlobalPrivacyControl(value: boolean | undefined): void {
  if (value === undefined) delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
  else Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

describe('<shop-consent-banner> proof of consent', () => {
  beforeEach(clearConsentCookie);
  afterEach(clearConsentCookie);

  it("shows the decision's consent id and when it was saved in the settings view", async () => {
    const shop = createTestShop();
    const state = await shop.client.consent.write({ analytics: true, marketing: false });
    const element = await banner(shop);
    await element.open('settings');
    const record = part(element, 'record')!;
    expect(record.querySelector('code')!.textContent).to.equal(state.consentId);
    expect(record.textContent).to.contain('Your consent ID').and.to.contain('Saved').and.to.contain('2026');
    await settled(element);
    await expect(element).to.be.accessible();
  });

  it('says a decision saved before consent ids existed has none, and still counts it as a decision', async () => {
    const shop = createTestShop();
    document.cookie = 'test_consent=v1.1.analytics.1768478400; path=/';
    const element = await banner(shop);
    await element.open('settings');
    expect(part(element, 'record')!.textContent).to.contain('None: this choice was saved before consent IDs');
    expect(part(element, 'record')!.querySelector('code')).to.equal(null);
    const analytics = element.shadowRoot!.querySelector<HTMLInputElement>('input[name="analytics"]')!;
    expect(analytics.checked).to.equal(true);
  });

  it('tells the shopper that consent can be withdrawn, in the settings view', async () => {
    const element = await banner();
    await element.open('settings');
    expect(part(element, 'settings')!.textContent).to.contain('withdraw your consent here at any time');
  });
});

describe('<shop-consent-banner> under Global Privacy Control', () => {
  beforeEach(() => {
    clearConsentCookie();
    setGlobalPrivacyControl(true);
  });
  afterEach(() => {
    clearConsentCookie();
    setGlobalPrivacyControl(undefined);
  });

  it('says marketing stays off, and its accept button grants analytics only', async () => {
    const shop = createTestShop();
    const element = await banner(shop);
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    expect(part(element, 'gpc')!.textContent).to.contain('Global Privacy Control');
    const [accept] = buttons(element);
    expect(accept!.textContent!.trim()).to.equal('Accept analytics');
    accept!.click();
    await until(() => !element.visible, 'hidden');
    expect((await shop.client.consent.read()).categories).to.deep.equal({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it('still lets the shopper switch marketing on in the settings view', async () => {
    const shop = createTestShop();
    const element = await banner(shop);
    await element.open('settings');
    const marketing = element.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!;
    expect(marketing.checked).to.equal(false);
    marketing.checked = true;
    buttons(element)[2]!.click();
    await until(() => !element.visible, 'hidden');
    expect((await shop.client.consent.read()).categories.marketing).to.equal(true);
  });
});

describe('<shop-consent-banner> language packs', () => {
  beforeEach(clearConsentCookie);
  afterEach(clearConsentCookie);

  const cases: Array<[string, string, string]> = [
    ['de-DE', 'Cookies auf dieser Website', 'Alle akzeptieren'],
    ['da', 'Cookies på dette websted', 'Accepter alle'],
    ['fi-FI', 'Evästeet tällä sivustolla', 'Hyväksy kaikki'],
    ['nb-NO', 'Informasjonskapsler på dette nettstedet', 'Godta alle'],
    ['nn', 'Informasjonskapsler på dette nettstedet', 'Godta alle'],
    ['sv-SE', 'Cookies på den här webbplatsen', 'Godkänn alla'],
  ];
  for (const [lang, title, accept] of cases) {
    it(`shows ${lang} texts from the first paint`, async () => {
      const element = await banner(createTestShop(), lang);
      await until(() => element.visible, 'visible');
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('h2')!.textContent!.trim()).to.equal(title);
      expect(buttons(element)[0]!.textContent!.trim()).to.equal(accept);
    });
  }

  it("keeps the merchant's own texts over a pack's", async () => {
    defineTexts('fi', { acceptAll: 'Hyväksy kaikki evästeet' });
    const element = await banner(createTestShop(), 'fi');
    await until(() => element.visible, 'visible');
    await element.updateComplete;
    expect(buttons(element)[0]!.textContent!.trim()).to.equal('Hyväksy kaikki evästeet');
    expect(buttons(element)[1]!.textContent!.trim()).to.equal('Vain välttämättömät');
  });
});
