import { css, html } from 'lit';
import { state } from 'lit/decorators.js';
import { describeCurrency } from '../src/index.ts';
import type { CurrencyOffer, Shop, ShopkitClient } from '../src/index.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { readShopOnce } from './internal/config/shop-read.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { whenIdle } from './internal/loading/when-idle.ts';

/** "EUR · Euro" in the page's language. */
function describeOffer(code: string, locale: string): string {
  try {
    return `${code} · ${new Intl.DisplayNames(locale, { type: 'currency' }).of(code)}`;
  } catch {
    return code;
  }
}

/**
 * Lists the currencies the shop offers, shows the shopper's current choice and switches it with `setCurrency()`,
 * so the cart and every `<shop-price>` on the page reprice. The options show the codes at once and their names in the
 * page's language ("EUR · Euro") once the main thread is free; the select keeps room for the names meanwhile.
 *
 * @summary The shopper's currency picker.
 * @slot label - The label text (default "Currency").
 * @csspart label - The label around the select.
 * @csspart select - The native select.
 * @csspart error - Why the currencies could not be loaded or changed.
 * @cssproperty --shop-currency-select-border - Border of the select (falls back to --shop-color-border).
 * @cssproperty --shop-currency-select-background - Background of the select (falls back to --shop-color-surface).
 * @fires shop-currency-change - After the currency changed. Detail `{currency}`.
 * @fires shop-error - Loading the shop or changing the currency failed; detail `{error, operation, message}`.
 */
export class ShopCurrencySelectElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: inline-block;
      }
      [part="label"] {
        display: inline-flex;
        gap: 0.5em;
        align-items: center;
      }
      select {
        /* Room for "EUR · Euro" while the options show the codes alone. */
        min-inline-size: 14em;
        font: inherit;
        color: var(--_text);
        border-radius: var(--_radius);
        padding: 0.4em 0.6em;
        background: var(--shop-currency-select-background, var(--_surface));
        border: 1px solid var(--shop-currency-select-border, var(--_border));
      }
    `,
  ];

  @state() private accessor offers: CurrencyOffer[] = [];
  @state() private accessor selected = '';
  /** Whether the options show the currencies' names (once the main thread was free), not the codes alone. */
  #named = false;
  #shop: Shop | null = null;

  override connectClient(client: ShopkitClient): Array<() => void> {
    this.#shop = null;
    void this.#load(client);
    // The shop is read once; a later choice is resolved locally against its currencies, as the platform would.
    return [
      client.onCurrencyChange((code) => {
        if (this.#shop) this.selected = describeCurrency(this.#shop, code).code;
        else void this.#load(client);
      }),
    ];
  }

  async #load(client: ShopkitClient): Promise<void> {
    try {
      const shop = (this.#shop = await readShopOnce(client));
      this.offers = shop.currencies;
      this.selected = shop.currency;
      this.clearError();
      // The first Intl.DisplayNames loads the locale's data (tens of milliseconds on a phone): not while the page renders.
      whenIdle(() => {
        this.#named = true;
        this.requestUpdate();
      });
    } catch (error) {
      this.fail(error, 'shop');
    }
  }

  async #onChange(event: Event): Promise<void> {
    const client = this.activeClient;
    const code = (event.target as HTMLSelectElement).value;
    if (!client || code === this.selected) return;
    const base = this.offers.find((offer) => offer.mode === 'base')?.code;
    const currency = code === base && client.defaultCurrency === null ? null : code;
    try {
      await client.setCurrency(currency);
      this.selected = code;
      this.emit('shop-currency-change', { currency });
    } catch (error) {
      this.fail(error, 'currency');
    }
  }

  protected override updated(): void {
    const select = this.renderRoot.querySelector('select');
    if (select && this.selected) select.value = this.selected;
  }

  protected override render(): unknown {
    const texts = textsFor(this.locale);
    return html`<label part="label"><slot name="label">${texts.currency}</slot>
        <select part="select" ?disabled=${this.offers.length === 0} @change=${this.#onChange}>
          ${this.offers.map((offer) => html`<option value=${offer.code} ?selected=${offer.code === this.selected}>${this.#named ? describeOffer(offer.code, this.locale) : offer.code}</option>`)}
        </select></label>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>`;
  }
}
