// The discount part of `<shop-cart>`: the code field, the discount rows under the subtotal, the total, and what the
// shopper is told about a code. The sentence under the field is a live region inside the drawer (the page outside a
// modal dialog is inert, so the cart's own live region would stay silent while the drawer is open). A code from a
// `?discount=` link that cannot apply arrives through `client.onDiscountRejected`: it is told under the field and in
// the cart's live region, which speaks while the drawer is closed.
import { html, nothing } from 'lit';
import { formatMoney, isShopkitConfigError, isShopkitDiscountError } from '../../src/index.ts';
import type { AppliedDiscount, Cart, ShopkitClient, ShopkitDiscountRejection } from '../../src/index.ts';
import { MAX_DISCOUNT_CODE_LENGTH } from '../../src/index.ts';
import { cartStoreFor } from './cart-store.ts';
import type { ShopEventDetails } from './events.ts';
import { type ShopTexts, textsFor } from './i18n.ts';

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

type Rejection = Pick<ShopkitDiscountRejection, 'code' | 'reason' | 'minimumSubtotal' | 'currency'>;

/** The sentence for a code that cannot apply, with the minimum in the shopper's locale when the platform gave one. */
export function describeRejection(rejection: Rejection, texts: ShopTexts, locale: string): string {
  const { code, reason, minimumSubtotal, currency } = rejection;
  const minimum = minimumSubtotal !== null && currency !== null ? formatMoney(minimumSubtotal, currency, locale) : null;
  return texts.discountReasons[reason](code, minimum);
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

  /** Hears codes from a link that could not apply; returns the unsubscribe function. */
  connect(client: ShopkitClient): () => void {
    return client.onDiscountRejected((rejection) => this.#reject(rejection, 'link'));
  }

  #reject(rejection: Rejection, source: 'field' | 'link'): void {
    const text = describeRejection(rejection, textsFor(this.#host.locale), this.#host.locale);
    this.#message = { text, error: true };
    if (source === 'link') this.#hooks.announce(text);
    this.#host.emit('shop-discount-rejected', { code: rejection.code, reason: rejection.reason, source });
    this.#host.requestUpdate();
  }

  /** The rows under the subtotal: one per code, then the total when a code takes something off. */
  renderRows(cart: Cart, texts: ShopTexts): unknown {
    const money = (amount: number): string => formatMoney(amount, cart.currency, this.#host.locale);
    const rows = cart.discounts.map((discount) => this.#renderRow(discount, money, texts));
    const total =
      cart.discountTotal > 0
        ? html`<div part="total"><span>${texts.total}</span><span>${money(cart.total)}</span></div>`
        : nothing;
    return html`${rows}${total}`;
  }

  #renderRow(discount: AppliedDiscount, money: (amount: number) => string, texts: ShopTexts): unknown {
    const note = discount.applied
      ? nothing
      : html`<span class="muted">${texts.notApplied}: ${describeRejection(
          { code: discount.code, reason: discount.reason ?? 'unknown', minimumSubtotal: null, currency: null },
          texts,
          this.#host.locale,
        )}</span>`;
    return html`<div part="discount" class=${discount.applied ? 'applied' : 'not-applied'}>
      <span class="label"><span>${texts.discount} <span class="code">${discount.code}</span></span>${note}</span>
      <button type="button" class="remove" aria-label=${texts.removeCode(discount.code)} @click=${() => void this.#remove(discount.code)}>${texts.remove}</button>
      <span class="amount">${discount.applied ? `\u2212${money(discount.amount)}` : ''}</span>
    </div>`;
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

/** The sentence for codes that a change put on the cart (a deferred link code), for the cart's announcement. */
export function describeNewDiscounts(previous: Cart | null, next: Cart | null, texts: ShopTexts): string {
  const before = new Set(previous?.discounts.filter((d) => d.applied).map((d) => d.code) ?? []);
  return (next?.discounts ?? [])
    .filter((discount) => discount.applied && !before.has(discount.code))
    .map((discount) => texts.codeApplied(discount.code))
    .join(' ');
}
