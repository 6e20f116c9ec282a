import { css } from 'lit';

/** The look of `<shop-cart>`'s drawer, sliding in from the inline end: its lines, subtotal and checkout button. */
export const CART_DRAWER_STYLES = css`
  dialog {
    box-sizing: border-box;
    margin: 0 0 0 auto;
    height: 100%;
    max-height: 100%;
    width: var(--shop-cart-width, min(26rem, 100vw));
    max-width: 100%;
    border: 0;
    padding: var(--_gap);
    display: flex;
    flex-direction: column;
    gap: var(--_gap);
    background: var(--shop-cart-background, var(--_surface));
    color: var(--_text);
    font-family: var(--_font);
    transition: translate var(--_motion) ease-out;
  }
  @starting-style {
    dialog[open] {
      translate: 100% 0;
    }
  }
  dialog::backdrop {
    background: var(--shop-cart-backdrop, rgb(0 0 0 / 0.45));
  }
  header,
  [part="subtotal"] {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: var(--_gap);
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  .close {
    font-size: 1.4em;
    line-height: 1;
    padding: 0.2em 0.5em;
  }
  ul {
    list-style: none;
    /* Room inside the scrolling list for the focus ring of the first and last rows' controls. */
    margin: -4px;
    padding: 4px;
    overflow-y: auto;
    flex: 1;
    min-height: 0;
    display: grid;
    gap: var(--_gap);
    align-content: start;
  }
  .line {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr) auto;
    grid-template-areas:
      "image info total"
      "image controls controls";
    column-gap: var(--_gap);
    row-gap: 0.3em;
    align-items: start;
  }
  [part="image"] {
    grid-area: image;
  }
  img,
  .placeholder {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: var(--_radius);
    background: var(--_border);
  }
  .info {
    grid-area: info;
    display: grid;
    gap: 0.2em;
    overflow-wrap: anywhere;
  }
  .name {
    font-weight: 600;
  }
  .muted {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .total {
    grid-area: total;
    font-weight: 600;
    white-space: nowrap;
  }
  .stepper {
    grid-area: controls;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em;
    align-items: center;
  }
  .step,
  .remove,
  .close {
    font: inherit;
    cursor: pointer;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_text);
    min-width: 2em;
    min-height: 2em;
  }
  .remove {
    border-color: transparent;
    text-decoration: underline;
    margin-inline-start: auto;
  }
  .step[aria-disabled="true"],
  .remove[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  .quantity {
    min-width: 2em;
    text-align: center;
  }
  [part="subtotal"] {
    font-weight: 600;
    border-top: 1px solid var(--_border);
    padding-top: var(--_gap);
  }
  shop-checkout-button {
    --shop-checkout-button-width: 100%;
    display: block;
  }
  [part="empty"],
  [part="error"] {
    margin: 0;
  }
  [part="continue"] {
    align-self: start;
    text-decoration: none;
  }
  [part="view-cart"] {
    text-align: center;
    text-decoration: none;
  }
  [part="error"] {
    color: var(--_danger);
    display: grid;
    gap: 0.5em;
    justify-items: start;
  }
`;
