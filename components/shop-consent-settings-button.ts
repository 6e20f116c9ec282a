import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { loadTexts, textsFor } from './internal/i18n.ts';
import type { ShopkitClient } from '../src/index.ts';
import { TOKENS } from './internal/tokens.ts';
import { ShopElement } from './internal/shop-element.ts';

interface ConsentOpener extends Element {
  open(view?: 'main' | 'settings'): Promise<void>;
}

/**
 * Reopens the consent banner in its settings view (a footer "Cookie settings" link). Renders nothing when consent
 * is off. Targets the banner whose id is in `for`, else the first `<shop-consent-banner>` on the page.
 *
 * @summary Reopens the consent banner.
 * @slot - The button text (default "Cookie settings").
 * @csspart button - The button.
 * @cssproperty --shop-consent-settings-button-color - Text colour (falls back to --shop-color-text).
 * @fires shop-error - Only when its client could not be configured; the banner reports its own failures.
 */
export class ShopConsentSettingsButtonElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
    [part="button"] {
      color: var(--shop-consent-settings-button-color, var(--_text));
    }
  `,
  ];

  /** The id of the banner to open. */
  @property({ attribute: 'for' }) accessor for = '';

  override connectClient(_client: ShopkitClient): Array<() => void> {
    void loadTexts(this.locale);
    return [];
  }

  #openBanner(): void {
    const banner = (
      this.for ? document.getElementById(this.for) : document.querySelector('shop-consent-banner')
    ) as ConsentOpener | null;
    void banner?.open('settings');
  }

  protected override render(): unknown {
    if (!this.activeClient?.consent.enabled) return nothing;
    return html`<button part="button" type="button" class="btn secondary" @click=${this.#openBanner}>
      <slot>${textsFor(this.locale).cookieSettings}</slot></button>`;
  }
}
