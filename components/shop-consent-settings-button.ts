import { css } from './internal/base/style-sheet.ts';
import type { ShopkitClient } from '../src/index.ts';
import { h, slot } from './internal/base/dom.ts';
import { consentTextsFor, loadConsentTexts } from './internal/texts/consent-texts.ts';
import { PlainShopElement } from './internal/base/plain-element.ts';
import { TOKENS } from './internal/base/tokens.ts';

interface ConsentOpener extends Element {
  open(view?: 'main' | 'settings'): Promise<void>;
}

/**
 * Reopens the consent banner in its settings view (a footer "Cookie settings" link). Renders nothing when consent
 * is off. Targets the banner whose id is in `for`, else the first `<shop-consent-banner>` on the page. Runs without
 * lit, like the banner.
 *
 * @summary Reopens the consent banner.
 * @attr {string} for - The id of the banner to open.
 * @slot - The button text (default "Cookie settings").
 * @csspart button - The button.
 * @cssproperty --shop-consent-settings-button-color - Text colour (falls back to --shop-color-text).
 * @fires shop-error - Only when its client could not be configured; the banner reports its own failures.
 */
export class ShopConsentSettingsButtonElement extends PlainShopElement {
  static override styles = [
    TOKENS,
    css`
      [part="button"] {
        color: var(--shop-consent-settings-button-color, var(--_text));
      }
    `,
  ];
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'for'];
  }

  constructor() {
    super();
    this.upgradeProperties('for');
  }

  /** The id of the banner to open. */
  get for(): string {
    return this.getAttribute('for') ?? '';
  }
  set for(id: string) {
    this.setAttribute('for', id);
  }

  override connectClient(_client: ShopkitClient): Array<() => void> {
    void loadConsentTexts(this.locale);
    return [];
  }

  #openBanner(): void {
    const banner = (
      this.for ? document.getElementById(this.for) : document.querySelector('shop-consent-banner')
    ) as ConsentOpener | null;
    void banner?.open('settings');
  }

  protected override update(): void {
    if (!this.activeClient?.consent.enabled) {
      this.renderRoot.replaceChildren();
      return;
    }
    const label = consentTextsFor(this.locale).cookieSettings;
    const existing = this.renderRoot.querySelector('slot');
    if (existing) {
      existing.textContent = label;
      return;
    }
    const onClick = (): void => this.#openBanner();
    this.renderRoot.replaceChildren(
      h('button', { part: 'button', type: 'button', class: 'btn secondary', '@click': onClick }, slot('', label)),
    );
  }
}
