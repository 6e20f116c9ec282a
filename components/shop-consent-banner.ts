import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ConsentChoice, ConsentState, ShopkitClient } from '../src/index.ts';
import { CONSENT_STYLES } from './internal/consent-styles.ts';
import { loadTexts, textsFor } from './internal/i18n.ts';
import type { ShopTexts } from './internal/i18n.ts';
import { deepActiveElement, focusableIn } from './internal/trap-tab.ts';
import { TOKENS } from './internal/tokens.ts';
import { ShopElement } from './internal/shop-element.ts';

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
 * German, Finnish and Norwegian loaded on first use (locale from data-locale or `<html lang>`).
 *
 * @summary The cookie-consent banner.
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
export class ShopConsentBannerElement extends ShopElement {
  static override styles = [TOKENS, CONSENT_STYLES];

  /** Reflected while the banner is shown; set it to reopen the banner. */
  @property({ type: Boolean, reflect: true }) accessor visible = false;
  @state() private accessor view: 'main' | 'settings' = 'main';
  @state() private accessor consent: ConsentState | null = null;

  #returnFocus: HTMLElement | null = null;

  override connectClient(client: ShopkitClient): Array<() => void> {
    if (!client.consent.enabled) {
      this.visible = false;
      return [];
    }
    // The language pack (if the page's language has one) arrives before the banner shows: no English flash.
    void Promise.all([client.consent.read(), loadTexts(this.locale)]).then(
      ([consent]) => {
        this.consent = consent;
        if (!consent.decided) this.visible = true;
      },
      (error: unknown) => this.fail(error, 'consent'),
    );
    return [
      client.consent.onChange((consent) => {
        this.consent = consent;
      }),
    ];
  }

  /** Shows the banner again (with the current choices in the settings view) and moves focus into it. */
  async open(view: 'main' | 'settings' = 'main'): Promise<void> {
    if (!this.activeClient?.consent.enabled) return;
    await loadTexts(this.locale);
    this.#returnFocus = deepActiveElement();
    this.view = view;
    this.visible = true;
    await this.updateComplete;
    focusableIn(this.renderRoot)[0]?.focus();
  }

  async #decide(choice: ConsentChoice): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    try {
      const consent = await client.consent.write(choice);
      this.consent = consent;
      this.clearError();
      this.visible = false;
      this.view = 'main';
      this.emit('shop-consent-change', { state: consent });
      this.#returnFocus?.focus();
      this.#returnFocus = null;
    } catch (error) {
      this.fail(error, 'consent');
    }
  }

  #saveSettings(): void {
    const checked = (name: string): boolean =>
      (this.renderRoot.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.checked ?? false;
    void this.#decide({ analytics: checked('analytics'), marketing: checked('marketing') });
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !this.consent?.decided) return;
    this.visible = false;
    this.#returnFocus?.focus();
  }

  #renderRecord(texts: ShopTexts): unknown {
    const consent = this.consent;
    if (!consent?.decided || !consent.decidedAt) return nothing;
    const saved = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      consent.decidedAt,
    );
    const id = consent.consentId
      ? html`<code>${consent.consentId}</code><br /><small>${texts.consentIdHint}</small>`
      : texts.noConsentId;
    return html`<dl part="record"><dt>${texts.consentIdLabel}</dt><dd>${id}</dd><dt>${texts.decidedLabel}</dt><dd>${saved}</dd></dl>`;
  }

  #renderSettings(texts: ShopTexts): unknown {
    const categories = this.consent?.categories;
    const row = (name: string, label: string, text: string, checked: boolean, locked = false): unknown =>
      html`<label><input type="checkbox" name=${name} .checked=${checked} ?disabled=${locked}><span>${label}</span><small>${text}</small></label>`;
    return html`<fieldset part="settings"><legend>${texts.settings}</legend>
      ${row('necessary', texts.necessary, texts.necessaryText, true, true)}
      ${row('analytics', texts.analytics, texts.analyticsText, categories?.analytics ?? false)}
      ${row('marketing', texts.marketing, texts.marketingText, categories?.marketing ?? false)}
      <p><small>${texts.withdrawText}</small></p>
      ${this.#renderRecord(texts)}
    </fieldset>`;
  }

  protected override render(): unknown {
    if (!this.visible || !this.activeClient?.consent.enabled) return nothing;
    const texts = textsFor(this.locale);
    const settings = this.view === 'settings';
    const gpc = globalPrivacyControl();
    // Under GPC "accept" grants analytics only, and says so whatever the merchant's accept slot holds.
    const accept = gpc ? texts.acceptAnalytics : html`<slot name="accept">${texts.acceptAll}</slot>`;
    return html`<section part="banner" role="region" aria-labelledby="heading" @keydown=${this.#onKeydown}>
      <h2 id="heading"><slot name="title">${texts.consentTitle}</slot></h2>
      <p><slot name="description">${texts.consentText}</slot></p>
      ${gpc ? html`<p part="gpc">${texts.gpcNotice}</p>` : nothing}
      ${settings ? this.#renderSettings(texts) : nothing}
      <div part="actions">
        <button type="button" class="btn" @click=${() => this.#decide({ analytics: true, marketing: !gpc })}>${accept}</button>
        <button type="button" class="btn" @click=${() => this.#decide({ analytics: false, marketing: false })}><slot name="necessary">${texts.onlyNecessary}</slot></button>
        ${
          settings
            ? html`<button type="button" class="btn secondary" @click=${this.#saveSettings}><slot name="save">${texts.save}</slot></button>`
            : html`<button type="button" class="btn secondary" aria-expanded="false" @click=${() => {
                this.view = 'settings';
              }}><slot name="settings">${texts.settings}</slot></button>`
        }
      </div>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>
    </section>`;
  }
}
