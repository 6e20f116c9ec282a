import { css } from 'lit';

/** The look of the discount part of `<shop-cart>`: the code field, one row per code, and the total. */
export const DISCOUNT_STYLES = css`
  .discount-form {
    display: grid;
    gap: 0.35em;
  }
  .discount-form label {
    font-size: 0.9em;
    font-weight: 600;
  }
  .discount-row {
    display: flex;
    gap: 0.5em;
  }
  .discount-row input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 0.5em 0.6em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_text);
  }
  .discount-row input[aria-invalid="true"] {
    border-color: var(--_danger);
  }
  [part="discount-message"] {
    margin: 0;
    font-size: 0.9em;
  }
  [part="discount-message"].error {
    color: var(--_danger);
  }
  [part="discount"] {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: 0.5em;
    align-items: baseline;
  }
  [part="discount"] .label {
    display: grid;
    gap: 0.15em;
    overflow-wrap: anywhere;
  }
  [part="discount"] .code {
    font-weight: 600;
  }
  [part="discount"] .amount {
    white-space: nowrap;
  }
  [part="total"] {
    display: flex;
    justify-content: space-between;
    gap: var(--_gap);
    font-weight: 700;
    font-size: 1.1em;
    border-top: 1px solid var(--_border);
    padding-top: var(--_gap);
  }
`;
