import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { ShopkitCheckoutEmbed, ShopkitClient } from '../src/index.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot } from './internal/cart/cart-store.ts';
import { CHECKOUT_SANDBOX, acceptFrameMessage, createHostMessage } from './internal/checkout/checkout-messages.ts';
import { renderCheckoutStatus } from './internal/checkout/checkout-status.ts';
import type { FrameMessage } from './internal/checkout/checkout-messages.ts';
import type { ShopCheckoutState } from './internal/checkout/checkout-status.ts';
import { describeLines, emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { assignLocation, isHttpUrl } from './internal/base/navigate.ts';
import type { Navigate } from './internal/base/navigate.ts';
import { CHECKOUT_STYLES } from './internal/checkout/checkout-styles.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { TOKENS } from './internal/base/tokens.ts';

/** After the frame has loaded, how long a ready message may take before the redirect is offered. */
const LOAD_GRACE_MS = 1_500;

/**
 * The hosted checkout inside the merchant's page: starts a checkout session for the remembered cart that records this
 * page's origin (the only origin allowed to frame it), shows it in a sandboxed, titled iframe whose height follows its
 * content, and talks to it over a versioned postMessage protocol that accepts only the checkout's exact origin and
 * window. On completion it shows the order confirmation in place (or goes to the success page); if the frame is not
 * ready in time (a CSP, offline) it offers the redirect instead.
 *
 * @summary The embedded checkout.
 * @slot empty - Shown while the cart is empty (default "Your cart is empty.").
 * @csspart frame - The iframe.
 * @csspart status - Loading, empty and expired messages.
 * @csspart fallback - The offer to continue on the hosted checkout page.
 * @csspart confirmation - The `<shop-order-confirmation>` shown in place.
 * @csspart error - Why the checkout could not start, with a retry button.
 * @cssproperty --shop-checkout-min-height - Space kept for the checkout while it loads (default 32rem).
 * @cssproperty --shop-checkout-background - Background behind the frame (falls back to --shop-color-surface).
 * @fires shop-checkout-start - Before a session starts; cancelable. Detail `{cartId, successUrl, backUrl, embedded: true}`.
 * @fires shop-analytics - `begin_checkout` with the cart's lines when the checkout is shown; `purchase` from the confirmation.
 * @fires shop-purchase - From the confirmation shown in place, once per order.
 * @fires shop-error - A session could not start; detail `{error, operation: 'checkout', message}`.
 */
export class ShopCheckoutElement extends ShopElement {
  static override styles = [TOKENS, CHECKOUT_STYLES];
  static override rendersShopElements = true;

  /** Where the platform sends the shopper after paying; default: this page (its origin gets `/success/<n>`). */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  /** Where "back to the shop" leads; default: this page. */
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** `in-place` (default): the confirmation replaces the checkout; `success-page`: go to `/success/<orderNumber>`. */
  @property() accessor completion: 'in-place' | 'success-page' = 'in-place';
  /** How long the frame may take to say it is ready before the redirect is offered, in milliseconds. */
  @property({ attribute: 'ready-timeout', type: Number }) accessor readyTimeout = 10_000;
  /** What is shown; reflected for CSS. */
  @property({ reflect: true }) accessor state: ShopCheckoutState = 'idle';
  /** How the element navigates for `completion="success-page"`; replaceable for single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;

  @state() protected accessor embed: ShopkitCheckoutEmbed | null = null;
  @state() protected accessor frameHeight: number | null = null;
  @state() protected accessor orderNumber: string | null = null;

  #snapshot: CartSnapshot | null = null;
  #startedFor: string | null = null;
  #run = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #reportedBegin = false;
  #focusOnReady = false;

  override connectClient(client: ShopkitClient): Array<() => void> {
    const onMessage = (event: MessageEvent): void => this.#onMessage(event);
    addEventListener('message', onMessage);
    return [
      cartStoreFor(client).subscribe((snapshot) => this.#onCart(snapshot)),
      () => removeEventListener('message', onMessage),
      () => this.#reset('idle'),
    ];
  }

  /** Starts (or restarts) the checkout for the remembered cart; resolves once the frame is on its way. */
  async start(): Promise<void> {
    const client = this.activeClient;
    const cart = this.#snapshot?.cart;
    if (!client || !cart || cart.items.length === 0) return;
    const successUrl = this.successUrl || location.href;
    const backUrl = this.backUrl || location.href;
    // Set first, so a cancelled start is not repeated for the same cart until start() is called again.
    this.#startedFor = cartKey(this.#snapshot);
    if (!this.emit('shop-checkout-start', { cartId: cart.id, successUrl, backUrl, embedded: true }, true)) return;
    // A shopper who pressed "Start again" or "Try again" continues in the frame once it is ready.
    this.#focusOnReady = this.matches(':focus-within');
    const run = this.#reset('loading');
    try {
      const embed = await client.checkout.embed({ cartId: cart.id, successUrl, backUrl, locale: this.locale });
      if (run !== this.#run) return;
      if (!isHttpUrl(embed.frameUrl)) throw new Error('Shopkit: the checkout returned a URL that is not http(s).');
      this.embed = embed;
      this.#arm(this.readyTimeout);
    } catch (error) {
      if (run !== this.#run) return;
      this.state = 'error';
      this.fail(error, 'checkout');
    }
  }

  /**
   * Moves focus into the checkout (a cart page's checkout action on a page that has one): into the frame once it is
   * ready, at once or as soon as it is; meanwhile to its first control (a retry button, the link to the checkout).
   */
  override focus(options?: FocusOptions): void {
    const frame = this.#frame();
    if (this.state === 'ready' && frame && this.embed) {
      frame.focus(options);
      frame.contentWindow?.postMessage(createHostMessage({ type: 'focus' }, this.embed.sessionId), this.embed.origin);
      return;
    }
    this.#focusOnReady = true;
    this.renderRoot.querySelector<HTMLElement>('a[href], button')?.focus(options);
  }

  /** "Try again": reads the cart again when that is what failed, else starts the checkout again. */
  #retry(): void {
    const client = this.activeClient;
    if (client && !this.#snapshot?.cart) void cartStoreFor(client).reload();
    else void this.start();
  }

  #onCart(snapshot: CartSnapshot): void {
    this.#snapshot = snapshot;
    if (this.state === 'confirming' || this.state === 'complete') return;
    if (snapshot.status === 'error' && !snapshot.cart) {
      this.#reset('error');
      this.fail(snapshot.error, 'checkout');
      return;
    }
    if (snapshot.status !== 'ready') return;
    if (!snapshot.cart || snapshot.cart.items.length === 0) {
      this.#reset('empty');
      return;
    }
    if (cartKey(snapshot) !== this.#startedFor) void this.start();
  }

  /** Drops the current session's frame and timers; returns the new run number (older answers are ignored). */
  #reset(next: ShopCheckoutState): number {
    clearTimeout(this.#timer);
    this.embed = null;
    this.frameHeight = null;
    this.orderNumber = null;
    this.#reportedBegin = false;
    this.clearError();
    this.state = next;
    return ++this.#run;
  }

  #arm(ms: number): void {
    clearTimeout(this.#timer);
    const run = this.#run;
    this.#timer = setTimeout(() => {
      if (run === this.#run && this.state === 'loading') this.state = 'fallback';
    }, ms);
  }

  #frame(): HTMLIFrameElement | null {
    return this.renderRoot.querySelector<HTMLIFrameElement>('[part="frame"]');
  }

  #onMessage(event: MessageEvent): void {
    const { embed } = this;
    const frame = this.#frame();
    const message = embed && frame ? acceptFrameMessage(event, embed, frame) : null;
    if (message) this.#handle(message, embed!, frame!);
  }

  #handle(message: FrameMessage, embed: ShopkitCheckoutEmbed, frame: HTMLIFrameElement): void {
    if (this.state === 'fallback' || this.state === 'complete') return;
    if (message.type === 'resize' || message.type === 'ready') this.frameHeight = message.height ?? this.frameHeight;
    if (message.type === 'ready') this.#ready(embed, frame);
    else if (message.type === 'complete') this.#complete(message.orderNumber);
    else if (message.type === 'error' && message.code === 'expired') this.#reset('expired');
    else if (message.type === 'error' || message.type === 'empty') {
      this.#startedFor = null;
      void cartStoreFor(this.activeClient!).reload();
    }
  }

  #ready(embed: ShopkitCheckoutEmbed, frame: HTMLIFrameElement): void {
    if (this.state !== 'loading') return;
    clearTimeout(this.#timer);
    this.state = 'ready';
    const cart = this.#snapshot?.cart;
    if (cart && !this.#reportedBegin) emitCommerceEvent(this, { name: 'begin_checkout', params: describeLines(cart) });
    this.#reportedBegin = true;
    if (!this.#focusOnReady && !this.matches(':focus-within')) return;
    frame.focus();
    frame.contentWindow?.postMessage(createHostMessage({ type: 'focus' }, embed.sessionId), embed.origin);
  }

  #complete(orderNumber: string | null): void {
    if (this.state === 'confirming') return;
    clearTimeout(this.#timer);
    this.orderNumber = orderNumber;
    if (this.completion === 'success-page' && orderNumber) {
      const target = new URL(`/success/${encodeURIComponent(orderNumber)}`, this.successUrl || location.href).href;
      this.state = 'complete';
      void this.navigate(target);
      return;
    }
    this.state = 'confirming';
  }

  #onConfirmation(event: CustomEvent<{ state: string }>): void {
    if (event.target !== event.currentTarget) return;
    const next = event.detail.state;
    if (next === 'confirmed' || next === 'pending') {
      this.state = 'complete';
      (event.target as HTMLElement).focus();
    } else if (next === 'unknown' && this.state === 'confirming') this.state = 'ready';
  }

  protected override render(): unknown {
    const texts = textsFor(this.locale);
    const { embed, state } = this;
    const framed = embed && (state === 'loading' || state === 'ready' || state === 'confirming');
    return html`<div class="stage">
      ${renderCheckoutStatus(state, texts, embed, () => void this.start())}
      ${
        framed
          ? html`<iframe part="frame" title=${texts.checkoutTitle} sandbox=${CHECKOUT_SANDBOX} referrerpolicy="strict-origin"
            ?hidden=${state === 'confirming'} style=${styleMap(this.frameHeight ? { height: `${this.frameHeight}px` } : {})}
            src=${embed.frameUrl} @load=${() => state === 'loading' && this.#arm(LOAD_GRACE_MS)}></iframe>`
          : nothing
      }
      ${
        (state === 'confirming' || state === 'complete') && embed
          ? html`<shop-order-confirmation part="confirmation" .client=${this.activeClient} .sessionId=${embed.sessionId}
            order-number=${this.orderNumber ?? ''} @shop-confirmation-change=${this.#onConfirmation}></shop-order-confirmation>`
          : nothing
      }
      <div part="error" class="error" role="alert" ?hidden=${!this.error}><p>${this.errorMessage}</p>
        <button class="btn secondary" type="button" @click=${this.#retry}>${texts.retry}</button></div>
    </div>`;
  }
}

/** What a session was made from: the cart, its last change and its currency (a change means a new session). */
function cartKey(snapshot: CartSnapshot | null): string | null {
  const cart = snapshot?.cart;
  return cart ? `${cart.id}|${cart.updatedAt}|${cart.currency}` : null;
}
