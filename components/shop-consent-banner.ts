import type { ConsentChoice, ConsentState, ShopkitClient } from '../src/index.ts';
import { CONSENT_STYLES } from './internal/consent/consent-styles.ts';
import { h, slot } from './internal/base/dom.ts';
import { consentTextsFor, loadConsentTexts, type ConsentTexts } from './internal/texts/consent-texts.ts';
import { PlainShopElement } from './internal/base/plain-element.ts';
import { deepActiveElement, focusableIn } from './internal/base/trap-tab.ts';
import { TOKENS } from './internal/base/tokens.ts';

/** Whether the browser sends Global Privacy Control (marketing then starts denied and the banner says so). */
const globalPrivacyControl = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * The cookie-consent banner. Shown while the shopper has not decided at the configured revision; "Accept all" and
 * "Only necessary" are equally prominent; "Settings" shows the categories, the decision's consent id and time, and
 * lets the shopper withdraw. The decision is written through the core (`client.consent.write`). Reopen with
 * `open()`, the `visible` attribute or `<shop-consent-settings-button>`. Renders nothing when the client has
 * `consent: false`. Under Global Privacy Control the accept button grants analytics only ("Accept analytics") and a
 * notice says why; marketing can still be switched on in the settings view. English and Swedish built in; Danish,
 * German, Finnish and Norwegian loaded on first use (locale from data-locale or `<html lang>`). Runs without lit, so
 * a page that shows only the banner loads no more than it needs.
 *
 * @summary The cookie-consent banner.
 * @attr {boolean} visible - Reflected while the banner is shown; set it to reopen the banner.
 * @slot title - The heading.
 * @slot description - The text under the heading (a link to the cookie policy belongs here).
 * @slot accept - The "Accept all" label.
 * @slot necessary - The "Only necessary" label.
 * @slot settings - The "Settings" label.
 * @slot save - The "Save choices" label.
 * @csspart banner - The region holding everything.
 * @csspart actions - The row of buttons.
 * @csspart settings - The categories view.
 * @csspart error - Why the decision could not be saved.
 * @csspart gpc - The Global Privacy Control notice (only when the browser sends the signal).
 * @csspart record - The consent id and time of the current decision, in the settings view.
 * @cssproperty --shop-consent-background - Banner background (falls back to --shop-color-surface).
 * @cssproperty --shop-consent-shadow - Banner shadow.
 * @cssproperty --shop-consent-z-index - Stacking order (default 2147483000).
 * @fires shop-consent-change - The decision was saved. Detail `{state}` (ConsentState).
 * @fires shop-error - Reading or writing the decision failed; detail `{error, operation, message}`.
 */
export class ShopConsentBannerElement extends PlainShopElement {
  static override styles = [TOKENS, CONSENT_STYLES];
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'visible'];
  }

  #view: 'main' | 'settings' = 'main';
  #consent: ConsentState | null = null;
  /** The categories ticked in the settings view and not saved yet. */
  #draft: ConsentChoice | null = null;
  #returnFocus: HTMLElement | null = null;
  #section: HTMLElement | null = null;
  /** Shown again by `open()` (the shopper asked): it fades in then; on page load it shows at once. */
  #reopened = false;

  constructor() {
    super();
    this.upgradeProperties('visible');
  }

  /** Reflected while the banner is shown; set it to reopen the banner. */
  get visible(): boolean {
    return this.hasAttribute('visible');
  }
  set visible(visible: boolean) {
    this.toggleAttribute('visible', visible);
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    if (!client.consent.enabled) {
      this.visible = false;
      return [];
    }
    // The language pack (if the page's language has one) arrives before the banner shows: no English flash.
    void Promise.all([client.consent.read(), loadConsentTexts(this.locale)]).then(
      ([consent]) => {
        this.#setConsent(consent);
        if (!consent.decided) this.visible = true;
      },
      (error: unknown) => this.fail(error, 'consent'),
    );
    return [client.consent.onChange((consent) => this.#setConsent(consent))];
  }

  #setConsent(consent: ConsentState): void {
    this.#consent = consent;
    this.requestUpdate();
  }

  #setView(view: 'main' | 'settings'): void {
    this.#view = view;
    this.#draft = null;
    this.requestUpdate();
  }

  /** Shows the banner again (with the current choices in the settings view) and moves focus into it. */
  async open(view: 'main' | 'settings' = 'main'): Promise<void> {
    if (!this.activeClient?.consent.enabled) return;
    await loadConsentTexts(this.locale);
    this.#returnFocus = deepActiveElement();
    this.#reopened = true;
    this.#setView(view);
    this.visible = true;
    await this.updateComplete;
    focusableIn(this.renderRoot)[0]?.focus();
  }

  async #decide(choice: ConsentChoice): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    try {
      const consent = await client.consent.write(choice);
      this.#consent = consent;
      this.clearError();
      this.visible = false;
      this.#setView('main');
      this.emit('shop-consent-change', { state: consent });
      this.#returnFocus?.focus();
      this.#returnFocus = null;
    } catch (error) {
      this.fail(error, 'consent');
    }
  }

  #choice(): ConsentChoice {
    const categories = this.#consent?.categories;
    return this.#draft ?? { analytics: categories?.analytics ?? false, marketing: categories?.marketing ?? false };
  }

  #tick(name: keyof ConsentChoice, checked: boolean): void {
    this.#draft = { ...this.#choice(), [name]: checked };
  }

  /** The categories as the settings view's boxes show them now (a script may have ticked one without an event). */
  #ticked(): ConsentChoice {
    const box = (name: string): boolean =>
      this.renderRoot.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked ?? false;
    return { analytics: box('analytics'), marketing: box('marketing') };
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !this.#consent?.decided) return;
    this.visible = false;
    this.#returnFocus?.focus();
  }

  #renderRecord(texts: ConsentTexts): HTMLElement | null {
    const consent = this.#consent;
    if (!consent?.decided || !consent.decidedAt) return null;
    const saved = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      consent.decidedAt,
    );
    const id = consent.consentId
      ? [h('code', {}, consent.consentId), h('br'), h('small', {}, texts.consentIdHint)]
      : [texts.noConsentId];
    return h(
      'dl',
      { part: 'record' },
      h('dt', {}, texts.consentIdLabel),
      h('dd', {}, ...id),
      h('dt', {}, texts.decidedLabel),
      h('dd', {}, saved),
    );
  }

  #renderSettings(texts: ConsentTexts): HTMLElement {
    const choice = this.#choice();
    const row = (name: string, label: string, text: string, checked: boolean, locked: boolean): HTMLElement => {
      const onChange = (event: Event): void => {
        this.#tick(name as keyof ConsentChoice, (event.target as HTMLInputElement).checked);
      };
      const input = h('input', {
        type: 'checkbox',
        name,
        'data-key': `category-${name}`,
        '.checked': checked,
        '?disabled': locked,
      });
      input.addEventListener('change', onChange);
      return h('label', {}, input, h('span', {}, label), h('small', {}, text));
    };
    return h(
      'fieldset',
      { part: 'settings' },
      h('legend', {}, texts.settings),
      row('necessary', texts.necessary, texts.necessaryText, true, true),
      row('analytics', texts.analytics, texts.analyticsText, choice.analytics, false),
      row('marketing', texts.marketing, texts.marketingText, choice.marketing, false),
      h('p', {}, h('small', {}, texts.withdrawText)),
      this.#renderRecord(texts),
    );
  }

  #renderActions(texts: ConsentTexts, gpc: boolean): HTMLElement {
    const button = (key: string, className: string, onClick: () => void, label: Node | string, expanded?: string) =>
      h(
        'button',
        { type: 'button', class: className, 'data-key': key, 'aria-expanded': expanded, '@click': onClick },
        typeof label === 'string' ? slot(key, label) : label,
      );
    // Under GPC "accept" grants analytics only, and says so whatever the merchant's accept slot holds.
    const accept = gpc ? document.createTextNode(texts.acceptAnalytics) : texts.acceptAll;
    const last =
      this.#view === 'settings'
        ? button('save', 'btn secondary', () => void this.#decide(this.#ticked()), texts.save)
        : button('settings', 'btn secondary', () => this.#setView('settings'), texts.settings, 'false');
    return h(
      'div',
      { part: 'actions' },
      button('accept', 'btn', () => void this.#decide({ analytics: true, marketing: !gpc }), accept),
      button('necessary', 'btn', () => void this.#decide({ analytics: false, marketing: false }), texts.onlyNecessary),
      last,
    );
  }

  protected override update(): void {
    if (!this.visible || !this.activeClient?.consent.enabled) {
      this.#section?.remove();
      this.#section = null;
      return;
    }
    const texts = consentTextsFor(this.locale);
    const gpc = globalPrivacyControl();
    const focused = this.renderRoot.activeElement?.getAttribute('data-key');
    // The region stays while shown, so its fade-in plays once; its content is written afresh, and focus goes back to
    // the control that had it (from "Settings" to the first category it opened).
    this.#section ??= h('section', {
      part: 'banner',
      class: this.#reopened ? 'reopened' : null,
      role: 'region',
      'aria-labelledby': 'heading',
      '@keydown': (event) => this.#onKeydown(event as KeyboardEvent),
    });
    this.#section.replaceChildren(
      h('h2', { id: 'heading' }, slot('title', texts.consentTitle)),
      h('p', {}, slot('description', texts.consentText)),
      gpc ? h('p', { part: 'gpc' }, texts.gpcNotice) : '',
      this.#view === 'settings' ? this.#renderSettings(texts) : '',
      this.#renderActions(texts, gpc),
      h('p', { part: 'error', class: 'error', role: 'alert', '?hidden': !this.error }, this.errorMessage),
    );
    if (!this.#section.isConnected) this.renderRoot.append(this.#section);
    const target = focused === 'settings' && this.#view === 'settings' ? 'category-analytics' : focused;
    if (target) this.renderRoot.querySelector<HTMLElement>(`[data-key="${target}"]`)?.focus();
  }
}
