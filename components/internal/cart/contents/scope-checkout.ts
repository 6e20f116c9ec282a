// The checkout action of a `<shop-cart-contents>`: with a `<shop-checkout>` on the page, it brings that into view and
// moves focus into it; otherwise it writes the quantities still on their way and hands the cart to the hosted
// checkout through the one handoff of hosted-checkout.ts. A page restored from the bfcache is ready again.
import type { ShopkitClient } from '../../../../src/index.ts';
import type { Navigate } from '../../base/navigate.ts';
import type { CartTexts } from '../../texts/cart-page-texts.ts';
import type { CartSnapshot, CartStore } from '../cart-store.ts';
import { describeCartFailure } from '../describe-cart-failure.ts';
import { handOffToCheckout, type CheckoutHost } from '../../checkout/hosted-checkout.ts';
import { quantityWritesFor } from '../quantity-writes.ts';

/** What the checkout action needs from its element. */
export interface ScopeCheckoutHost {
  readonly element: CheckoutHost;
  client(): ShopkitClient | null;
  store(): CartStore | null;
  snapshot(): CartSnapshot;
  texts(): CartTexts;
  /** `success-url`, `back-url` and `navigate` of the element. */
  handoff(): { successUrl: string; backUrl: string; navigate: Navigate };
  announce(text: string): void;
  fail(error: unknown, operation: string, shown: string): void;
  succeeded(): void;
  refresh(): Promise<unknown>;
}

export class ScopeCheckout {
  /** The handoff runs (and, once the page is being left, stays so until it is gone or restored). */
  busy = false;
  readonly #host: ScopeCheckoutHost;

  constructor(host: ScopeCheckoutHost) {
    this.#host = host;
  }

  /** Listens for the page coming back from the bfcache; returns the function that stops listening. */
  watchRestore(): () => void {
    const restored = (event: PageTransitionEvent): void => {
      if (!event.persisted || !this.busy) return;
      this.busy = false;
      void this.#host.refresh();
    };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }

  async run(): Promise<void> {
    const client = this.#host.client();
    const shown = this.#host.snapshot().cart;
    if (!client || !shown || shown.items.length === 0 || this.busy) return;
    const embedded = document.querySelector('shop-checkout');
    if (embedded) {
      embedded.scrollIntoView({ block: 'start' });
      embedded.focus();
      return;
    }
    let outcome: Awaited<ReturnType<typeof handOffToCheckout>> = 'cancelled';
    this.busy = true;
    void this.#host.refresh();
    try {
      // The checkout takes the cart as the platform has it: quantities still on their way are written first.
      const store = this.#host.store();
      if (store) await quantityWritesFor(store).settle();
      const cart = this.#host.snapshot().cart;
      if (!cart || cart.items.length === 0) return;
      outcome = await handOffToCheckout(this.#host.element, { client, cart, ...this.#host.handoff() });
      if (outcome !== 'cancelled') this.#host.succeeded();
    } catch (error) {
      const texts = this.#host.texts();
      const text = describeCartFailure(error, texts, texts.cartUpdateFailed);
      this.#host.fail(error, 'checkout', text);
      this.#host.announce(text);
    } finally {
      // Leaving the page keeps the element updating until it is gone (or back from the bfcache).
      if (outcome !== 'leaving') this.busy = false;
      void this.#host.refresh();
    }
  }
}
