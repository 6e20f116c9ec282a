// What the discount controls of a `<shop-cart-contents>` do: a form applies the code in its `code` field, a button in
// a code's row takes that code off. The reasons and events are the drawer's (discount-rows.ts, cart-discounts.ts):
// a code that cannot apply leaves the cart as it was and says why, in the shopper's language, until the code is edited.
import { isShopkitConfigError, isShopkitDiscountError } from '../../../../src/index.ts';
import type { CartStore } from '../cart-store.ts';
import { describeRejection, type Rejection } from '../discount-rows.ts';
import type { ShopEventDetails } from '../../base/events.ts';
import type { CartTexts } from '../../texts/cart-page-texts.ts';
import { describeCartFailure } from '../describe-cart-failure.ts';

/** What the discount actions need from their element. */
export interface ScopeDiscountsHost {
  store(): CartStore | null;
  texts(): CartTexts;
  locale(): string;
  announce(text: string): void;
  fail(error: unknown, operation: string, shown: string): void;
  succeeded(): void;
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K]): boolean;
  /** Re-renders, resolving once the page shows the change. */
  refresh(): Promise<unknown>;
}

export class ScopeDiscounts {
  /** The sentence about the last code: why it did not apply (`error`), or that it did or was removed. */
  message: { text: string; error: boolean } | null = null;
  /** A code request runs (a second press is ignored meanwhile). */
  busy = false;
  readonly #host: ScopeDiscountsHost;

  constructor(host: ScopeDiscountsHost) {
    this.#host = host;
  }

  /** Applies `code` (trimmed; empty does nothing); `field` is emptied when it applies. */
  async apply(code: string, field: HTMLInputElement | null): Promise<void> {
    const store = this.#host.store();
    if (!store || this.busy || code === '') return;
    await this.#run(async () => {
      try {
        const cart = await store.applyDiscount(code);
        if (field) field.value = '';
        this.#say(this.#host.texts().codeApplied(code), false);
        this.#host.succeeded();
        this.#host.emit('shop-discount-applied', { code, cart });
      } catch (error) {
        if (isShopkitDiscountError(error)) this.#reject(error);
        else if (isShopkitConfigError(error))
          this.#reject({ code, reason: 'unknown', minimumSubtotal: null, currency: null });
        else this.#failed(error);
      }
    });
  }

  async remove(code: string): Promise<void> {
    const store = this.#host.store();
    if (!store || this.busy) return;
    await this.#run(async () => {
      try {
        const cart = await store.removeDiscount(code);
        this.#say(this.#host.texts().codeRemoved(code), false);
        this.#host.succeeded();
        this.#host.emit('shop-discount-removed', { code, cart });
      } catch (error) {
        this.#failed(error);
      }
    });
  }

  /** The shopper edits the code: the sentence about the last one goes. */
  edited(): void {
    if (this.message === null) return;
    this.message = null;
    void this.#host.refresh();
  }

  #reject(rejection: Rejection): void {
    this.#say(describeRejection(rejection, this.#host.texts(), this.#host.locale()), true);
    this.#host.emit('shop-discount-rejected', { code: rejection.code, reason: rejection.reason, source: 'field' });
  }

  #failed(error: unknown): void {
    const text = describeCartFailure(error, this.#host.texts(), this.#host.texts().cartUpdateFailed);
    this.#say(text, true);
    this.#host.fail(error, 'discount', text);
  }

  #say(text: string, error: boolean): void {
    this.message = { text, error };
    this.#host.announce(text);
  }

  async #run(task: () => Promise<void>): Promise<void> {
    this.busy = true;
    void this.#host.refresh();
    try {
      await task();
    } finally {
      this.busy = false;
      await this.#host.refresh();
    }
  }
}
