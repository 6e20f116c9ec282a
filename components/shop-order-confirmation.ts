import { html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CheckoutSession, ShopkitClient } from '../src/index.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import { describePurchase, emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import type { ShopConfirmationState } from './internal/base/events.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { describeOrderScope } from './internal/checkout/order-scope.ts';
import {
  ORDER_CONFIRMATION_STYLES,
  ORDER_SUMMARY_STYLES,
  renderOrderSummary,
} from './internal/checkout/order-summary.ts';
import { OrderTemplate } from './internal/checkout/order-template.ts';
import { readSuccessOrderNumber } from './internal/checkout/success-order-number.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { TOKENS } from './internal/base/tokens.ts';

/**
 * Confirms the order this browser just placed: reads its own remembered checkout session (never the order number
 * alone), waits with bounded backoff while payment is being confirmed, then shows the number, lines, VAT and total
 * in the order's currency. A visitor without that session (a shared link, another browser) sees only a generic thank
 * you with the number from the URL. Forgets the cart and the session, and reports each order once per browser. A
 * `<template>` child replaces the default rendering: it is cloned once and bound to the order scope (`order.number`,
 * `order.lines`, `order.totalDisplay`, ...), re-bound on every change.
 *
 * @summary The order confirmation for the thank-you page, or in place after an embedded checkout.
 * @slot title - The heading text (default "Thank you for your order!").
 * @slot - More content for the shopper (shown once the state is known), such as "A receipt is on its way"; or a
 *   `<template>` bound to the order scope instead of the default rendering.
 * @csspart heading - The heading (focused by `focus()`).
 * @csspart status - The order number and the payment state, a polite live region.
 * @csspart lines - The table of lines (only for this browser's own order).
 * @csspart line - One line.
 * @csspart totals - Subtotal, discounts, VAT and total.
 * @csspart error - Why the order could not be read, with a retry button.
 * @cssproperty --shop-order-confirmation-background - Background (default transparent).
 * @cssproperty --shop-order-confirmation-padding - Padding (default 0).
 * @cssproperty --shop-order-confirmation-heading-size - Heading font size (default 1.5rem).
 * @fires shop-purchase - Once per order per browser, when it is first seen paid. Detail `{orderNumber, session}`.
 * @fires shop-analytics - `purchase` (with `transaction_id` and `tax`), at the same moment as `shop-purchase`.
 * @fires shop-confirmation-change - The state changed. Detail `{state, orderNumber}`.
 * @fires shop-error - The order could not be read; detail `{error, operation: 'confirm', message}`.
 */
export class ShopOrderConfirmationElement extends ShopElement {
  static override styles = [TOKENS, ORDER_SUMMARY_STYLES, ORDER_CONFIRMATION_STYLES];

  /** The order the page is about; default: the `<orderNumber>` of a `/success/<orderNumber>` URL. */
  @property({ attribute: 'order-number' }) accessor orderNumber = '';
  /** How long to keep asking while payment is being confirmed, in milliseconds. */
  @property({ attribute: 'wait-ms', type: Number }) accessor waitMs = 30_000;
  /** The heading's level for assistive technology (1-6). */
  @property({ attribute: 'heading-level', type: Number }) accessor headingLevel = 2;
  /** What is shown: `loading`, `confirmed`, `pending`, `unknown` or `error`. Reflected for CSS. */
  @property({ reflect: true }) accessor state: ShopConfirmationState = 'loading';
  /** A session to confirm instead of the remembered one (`<shop-checkout>` sets it); a property only. */
  @property({ attribute: false }) accessor sessionId: string | null = null;

  @state() protected accessor session: CheckoutSession | null = null;
  @state() protected accessor shownNumber: string | null = null;
  /** Pending and still asking. */
  @state() protected accessor waiting = false;

  #controller: AbortController | null = null;
  #ranFor: string | null = null;
  readonly #template = new OrderTemplate(this);

  override connectClient(_client: ShopkitClient): Array<() => void> {
    void this.refresh();
    return [() => this.#controller?.abort()];
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.#template.present)
      this.#template.render(describeOrderScope(this.state, this.shownNumber, this.session, this.locale));
    if (this.activeClient && this.#ranFor !== this.#key()) void this.refresh();
  }

  /** Moves focus to the heading (after an in-place checkout, so a screen reader reads the confirmation). */
  override focus(options?: FocusOptions): void {
    void this.updateComplete.then(() => {
      const heading = this.#template.present
        ? this.#template.heading()
        : this.renderRoot.querySelector<HTMLElement>('[part="heading"]');
      heading?.focus(options);
    });
  }

  /** Reads the order again (the "Check again" and "Try again" buttons). */
  async refresh(): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    this.#ranFor = this.#key();
    const asked = this.orderNumber || (this.sessionId ? null : readSuccessOrderNumber(location.pathname));
    this.shownNumber = asked;
    this.waiting = false;
    this.clearError();
    this.#show(this.state === 'pending' ? 'pending' : 'loading');
    try {
      const result = await client.checkout.confirm({
        orderNumber: asked,
        sessionId: this.sessionId,
        waitMs: this.waitMs,
        signal: controller.signal,
        onPending: (session) => {
          if (controller.signal.aborted) return;
          this.session = session;
          this.shownNumber = session.orderNumber;
          this.waiting = true;
          this.#show('pending');
        },
      });
      if (controller.signal.aborted) return;
      this.waiting = false;
      this.session = result.session;
      this.shownNumber = result.orderNumber;
      const own = result.status === 'confirmed' || result.status === 'pending';
      this.#show(result.status === 'confirmed' || result.status === 'pending' ? result.status : 'unknown');
      // This browser's order: its cart is forgotten, in the other tabs too.
      if (own && result.session) cartStoreFor(client).cartCheckedOut();
      if (result.firstConfirmation && result.session) this.#report(result.session);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.waiting = false;
      this.#show('error');
      this.fail(error, 'confirm');
    }
  }

  #key(): string {
    return `${this.orderNumber}|${this.sessionId ?? ''}`;
  }

  #show(next: ShopConfirmationState): void {
    if (this.state === next) return;
    this.state = next;
    this.emit('shop-confirmation-change', { state: next, orderNumber: this.shownNumber });
  }

  #report(session: CheckoutSession): void {
    this.emit('shop-purchase', { orderNumber: session.orderNumber ?? '', session });
    emitCommerceEvent(this, { name: 'purchase', params: describePurchase(session) });
  }

  #statusText(): unknown {
    const texts = textsFor(this.locale);
    if (this.state === 'loading') return texts.orderConfirming;
    const number = this.shownNumber ? texts.orderNumber(this.shownNumber) : '';
    if (this.state !== 'pending') return number;
    return html`${number}<span class="note">${this.waiting ? texts.orderPending : texts.orderStillPending}</span>`;
  }

  /** "Check again" while a payment confirmation is overdue, and the error with its retry: in both renderings. */
  #controls(): unknown {
    const texts = textsFor(this.locale);
    const checkAgain =
      this.state === 'pending' && !this.waiting
        ? html`<button class="btn secondary" type="button" @click=${this.refresh}>${texts.checkAgain}</button>`
        : nothing;
    return html`${checkAgain}
      <div part="error" class="error" role="alert" ?hidden=${!this.error}>
        <p>${texts.orderLoadFailed} ${this.errorMessage}</p>
        <button class="btn secondary" type="button" @click=${this.refresh}>${texts.retry}</button>
      </div>`;
  }

  protected override render(): unknown {
    if (this.#template.present) return html`<slot></slot>${this.#controls()}`;
    const texts = textsFor(this.locale);
    const loading = this.state === 'loading';
    const own = (this.state === 'confirmed' || this.state === 'pending') && this.session;
    const level = Math.min(6, Math.max(1, Math.trunc(this.headingLevel) || 2));
    return html`<div part="heading" role="heading" aria-level=${level} tabindex="-1" ?hidden=${loading}>
        <slot name="title">${texts.orderThanks}</slot>
      </div>
      <p part="status" role="status" aria-busy=${loading || this.waiting ? 'true' : 'false'}>${this.#statusText()}</p>
      ${own ? renderOrderSummary(this.session!, texts, this.locale) : nothing}
      ${this.#controls()}
      <div class="more" ?hidden=${loading}><slot></slot></div>`;
  }
}
