import { css } from 'lit';

/**
 * `<shop-checkout>`: space is kept for the checkout while the cart and the frame load (so the page does not jump when
 * it appears), then the frame takes exactly the height its content reports (no inner scrollbar), and every other
 * state (the confirmation, empty, expired, the redirect offer) takes only the room it needs.
 */
export const CHECKOUT_STYLES = css`
  :host {
    display: block;
    background: var(--shop-checkout-background, var(--_surface));
  }
  .stage {
    position: relative;
  }
  :host([state="idle"]) .stage,
  :host([state="loading"]) .stage {
    min-height: var(--shop-checkout-min-height, 32rem);
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
  [part="confirmation"] {
    padding: calc(var(--_gap) * 1.5);
  }
  a.btn {
    display: inline-block;
    text-decoration: none;
  }
`;
