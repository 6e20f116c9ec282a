import { css } from 'lit';

/**
 * `<shop-checkout>`: space is kept for the checkout while it loads (so the page does not jump when it appears), then
 * the frame takes exactly the height its content reports (no inner scrollbar).
 */
export const CHECKOUT_STYLES = css`
      :host {
        display: block;
        background: var(--shop-checkout-background, var(--_surface));
      }
      .stage {
        position: relative;
        min-height: var(--shop-checkout-min-height, 32rem);
      }
      :host([state="ready"]) .stage,
      :host([state="confirming"]) .stage {
        min-height: 0;
      }
      [part="frame"] {
        display: block;
        width: 100%;
        height: var(--shop-checkout-min-height, 32rem);
        border: 0;
      }
      :host([state="loading"]) [part="frame"] {
        visibility: hidden;
      }
      :host([state="loading"]) [part="status"] {
        position: absolute;
        inset: 0 0 auto;
      }
      [part="status"],
      [part="fallback"],
      [part="error"] {
        margin: 0;
        padding: var(--_gap);
      }
      .actions {
        margin-top: var(--_gap);
      }
      a.btn {
        display: inline-block;
        text-decoration: none;
      }
    `;
