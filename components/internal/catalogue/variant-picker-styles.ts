import { css } from 'lit';

/** The default rendering of <shop-variant-picker>: values as bordered choices, the chosen one marked, sold out struck. */
export const VARIANT_PICKER_STYLES = css`
      :host {
        display: block;
      }
      fieldset {
        border: 0;
        margin: 0 0 var(--_gap);
        padding: 0;
        min-inline-size: 0;
      }
      legend,
      .label {
        display: block;
        font-weight: 600;
        margin-block-end: 0.4em;
      }
      .values {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shop-variant-picker-gap, 0.5em);
      }
      [part~="value"] {
        position: relative;
        display: inline-flex;
        align-items: center;
        min-block-size: 2.75em;
        padding: 0 1em;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        cursor: pointer;
      }
      [part~="value"]:has(input:checked) {
        border-color: var(--shop-variant-picker-selected-border, var(--_accent));
        box-shadow: inset 0 0 0 1px var(--shop-variant-picker-selected-border, var(--_accent));
      }
      [part~="value"]:has(input:focus-visible) {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
      [part~="unavailable"] .name {
        color: var(--_muted);
        text-decoration: line-through;
      }
      input {
        position: absolute;
        opacity: 0;
        inset: 0;
        margin: 0;
        cursor: pointer;
      }
      select {
        font: inherit;
        min-block-size: 2.75em;
        padding: 0 0.75em;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: var(--_text);
      }
    `;
