// The look of `<shop-account>`: a column of labelled fields and buttons that wraps on a phone, the header menu's
// round initial and its panel, the saved addresses as cards. Tokens from base/tokens.ts; custom properties
// `--shop-account-*` for what a merchant tunes most.
import { css } from '../base/style-sheet.ts';

export const ACCOUNT_STYLES = css`
  :host {
    display: block;
  }
  :host([view='menu']) {
    display: inline-block;
    position: relative;
  }
  form,
  .panel-body {
    display: grid;
    gap: var(--_gap);
    max-width: var(--shop-account-max-width, 28rem);
  }
  label {
    font-weight: 600;
  }
  .hint,
  .intro {
    color: var(--_muted);
    font-weight: 400;
  }
  input {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    padding: 0.55em 0.7em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .page,
  form,
  .panel-body > * {
    min-width: 0;
  }
  h2 {
    font-size: var(--shop-account-heading-size, 1.15rem);
    margin: 1.25em 0 0.5em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .btn.danger {
    background: var(--_danger);
    border-color: var(--_danger);
    color: var(--_surface);
  }
  .addresses {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: var(--_gap);
  }
  .addresses li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    padding: var(--_gap);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  address {
    font-style: normal;
    overflow-wrap: anywhere;
  }
  .signed-in {
    overflow-wrap: anywhere;
  }
  .confirm {
    display: grid;
    gap: 0.5rem;
    padding: var(--_gap);
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
  }
  .trigger {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    white-space: nowrap;
    text-decoration: none;
  }
  .initial {
    display: inline-grid;
    place-items: center;
    width: 1.8em;
    height: 1.8em;
    border-radius: 50%;
    background: var(--_on-accent);
    color: var(--_accent);
    font-weight: 700;
  }
  .panel {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 0.4rem);
    z-index: var(--shop-account-z-index, 20);
    width: min(22rem, calc(100vw - 2rem));
    box-sizing: border-box;
    padding: var(--_gap);
    background: var(--_surface);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  }
  .menu {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0 0;
    display: grid;
    gap: 0.5rem;
  }
  .menu a {
    color: var(--_accent);
  }
`;
