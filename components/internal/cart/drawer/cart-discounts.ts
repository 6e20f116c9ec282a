// The discount part of `<shop-cart>`: the code field, the discount rows under the subtotal and the total
// (discount-rows.ts), and what the shopper is told about a code. The sentence under the field is a live region inside the drawer (the page outside a
// modal dialog is inert, so the cart's own live region would stay silent while the drawer is open). A code from a
// `?discount=` link that cannot apply arrives through `client.onDiscountRejected`: it is told under the field and in
// the cart's live region, which speaks while the drawer is closed.
import { html } from 'lit';
import { MAX_DISCOUNT_CODE_LENGTH, isShopkitConfigError, isShopkitDiscountError } from '../../../../src/index.ts';
import type { Cart, ShopkitClient } from '../../../../src/index.ts';
import { cartStoreFor } from '../cart-store.ts';
import { type Rejection, describeRejection, renderDiscountRows } from '../discount-rows.ts';
import type { ShopEventDetails } from '../../base/events.ts';
import { type ShopTexts, textsFor } from '../../texts/i18n.ts';

/** The element the discount part renders into. */
export interface CartDiscountsHost {
  requestUpdate(): void;
  readonly locale: string;
  readonly activeClient: ShopkitClient | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K]): boolean;
}

/** What only the cart itself can do. */
export interface CartDiscountsHooks {
  /** Puts a sentence into the cart's polite live region. */
  announce(text: string): void;
  /** Any other failure: the cart's error state. */
  fail(error: unknown, operation: string): void;
}

export class CartDiscounts {
  readonly #host: CartDiscountsHost;
  readonly #hooks: CartDiscountsHooks;
  /** The sentence under the field: why the last code did not apply, or that it did; null for none. */
  #message: { text: string; error: boolean } | null = null;
  #busy = false;

  constructor(host: CartDiscountsHost, hooks: CartDiscountsHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** A code from a link that could not apply (`client.onDiscountRejected`). */
  rejectFromLink(rejection: Rejection): void {
    this.#reject(rejection, 'link');
  }

  #reject(rejection: Rejection, source: 'field' | 'link'): void {
    const text = describeRejection(rejection, textsFor(this.#host.locale), this.#host.locale);
    this.#message = { text, error: true };
    if (source === 'link') this.#hooks.announce(text);
    this.#host.emit('shop-discount-rejected', { code: rejection.code, reason: rejection.reason, source });
    this.#host.requestUpdate();
  }

  /** The rows under the subtotal, each with its Remove button. */
  renderRows(cart: Cart, texts: ShopTexts): unknown {
    const remove = (code: string): void => void this.#remove(code);
    return renderDiscountRows({ cart, texts, locale: this.#host.locale, remove });
  }

  /**
   * The code field with the sentence about the last code. Buttons stay enabled while a request runs (a disabled
   * button would drop the focus out of the drawer); a second press is ignored. `hideField` keeps only the sentence,
   * for a code from a link.
   */
  renderForm(texts: ShopTexts, hideField: boolean): unknown {
    const invalid = this.#message?.error ?? false;
    const message = html`<p id="discount-message" part="discount-message" role="status" class=${invalid ? 'error' : ''}>${this.#message?.text ?? ''}</p>`;
    if (hideField) return message;
    return html`<form part="discount-form" class="discount-form" novalidate aria-busy=${this.#busy ? 'true' : 'false'} @submit=${this.#onSubmit}>
      <label for="discount-code">${texts.discountCode}</label>
      <div class="discount-row">
        <input id="discount-code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false"
          enterkeyhint="go" maxlength=${MAX_DISCOUNT_CODE_LENGTH} aria-invalid=${invalid ? 'true' : 'false'}
          aria-describedby="discount-message" @input=${this.#onInput}>
        <button type="submit" class="btn secondary">${texts.applyCode}</button>
      </div>
      ${message}
    </form>`;
  }

  #onInput = (): void => {
    if (this.#message === null) return;
    this.#message = null;
    this.#host.requestUpdate();
  };

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const input = this.#input();
    const code = input?.value.trim() ?? '';
    if (code !== '') void this.#apply(code);
  };

  async #apply(code: string): Promise<void> {
    const client = this.#host.activeClient;
    if (!client || this.#busy) return;
    await this.#run(async () => {
      try {
        const cart = await cartStoreFor(client).applyDiscount(code);
        const input = this.#input();
        if (input) input.value = '';
        this.#message = { text: textsFor(this.#host.locale).codeApplied(code), error: false };
        this.#host.emit('shop-discount-applied', { code, cart });
      } catch (error) {
        if (isShopkitDiscountError(error)) this.#reject(error, 'field');
        else if (isShopkitConfigError(error))
          this.#reject({ code, reason: 'unknown', minimumSubtotal: null, currency: null }, 'field');
        else this.#hooks.fail(error, 'discount');
      }
    });
  }

  async #remove(code: string): Promise<void> {
    const client = this.#host.activeClient;
    if (!client || this.#busy) return;
    await this.#run(async () => {
      try {
        const cart = await cartStoreFor(client).removeDiscount(code);
        this.#message = { text: textsFor(this.#host.locale).codeRemoved(code), error: false };
        this.#host.emit('shop-discount-removed', { code, cart });
        // The row and its button are gone: keep focus in the drawer, on the field when it is shown.
        (this.#input() ?? this.#host.renderRoot.querySelector<HTMLElement>('.close'))?.focus();
      } catch (error) {
        this.#hooks.fail(error, 'discount');
      }
    });
  }

  async #run(task: () => Promise<void>): Promise<void> {
    this.#busy = true;
    this.#host.requestUpdate();
    try {
      await task();
    } finally {
      this.#busy = false;
      this.#host.requestUpdate();
    }
  }

  #input(): HTMLInputElement | null {
    return this.#host.renderRoot.querySelector<HTMLInputElement>('#discount-code');
  }
}
