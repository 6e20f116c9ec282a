import { css } from 'lit';

/**
 * The look of `<shop-cart>` before its drawer is first opened: the count button, and the closed dialog kept out of the
 * layout. The drawer's own look arrives with its code (cart-drawer-styles.ts).
 */
export const CART_STYLES = css`
  :host {
    display: inline-block;
  }
  [part="button"] {
    display: inline-flex;
    gap: 0.5em;
    align-items: center;
  }
  [part="count"] {
    min-width: 1.5em;
    padding: 0 0.4em;
    border-radius: 999px;
    text-align: center;
    font-size: 0.85em;
    background: var(--shop-cart-count-background, var(--_on-accent));
    color: var(--shop-cart-count-color, var(--_accent));
  }
  dialog:not([open]) {
    display: none;
  }
`;
