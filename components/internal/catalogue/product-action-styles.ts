import { css } from 'lit';

/**
 * What the product actions (`<shop-add-to-cart>`, `<shop-buy-now>`) share: the line that says why the product cannot
 * be bought yet, and a built-in button that is blocked for that reason (focusable, announced, not pressable).
 */
export const PRODUCT_ACTION_STYLES = css`
  :host {
    display: inline-block;
  }
  [part="reason"] {
    margin: 0.35em 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .btn[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
