import { css } from '../base/style-sheet.ts';

/** The look of `<shop-consent-banner>`: a card fixed to the bottom of the viewport. */
export const CONSENT_STYLES = css`
  :host {
    position: fixed;
    inset: auto var(--_gap) var(--_gap) var(--_gap);
    z-index: var(--shop-consent-z-index, 2147483000);
    display: flex;
    justify-content: center;
    pointer-events: none;
  }
  :host(:not([visible])) {
    display: none;
  }
  [part="banner"] {
    pointer-events: auto;
    box-sizing: border-box;
    width: min(44rem, 100%);
    padding: calc(var(--_gap) * 1.5);
    display: grid;
    gap: var(--_gap);
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    background: var(--shop-consent-background, var(--_surface));
    color: var(--_text);
    box-shadow: var(--shop-consent-shadow, 0 10px 30px rgb(0 0 0 / 0.2));
    transition: opacity var(--_motion);
    /* The settings view can be taller than a phone's screen: the banner scrolls instead of hiding its buttons. */
    max-height: calc(100dvh - 2 * var(--_gap));
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  /* Reopened by the shopper, the banner fades in; on page load it shows at once, readable from its first frame. */
  @starting-style {
    [part="banner"].reopened {
      opacity: 0;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.1em;
  }
  p {
    margin: 0;
  }
  [part="actions"] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  [part="actions"] .btn {
    flex: 1 1 10rem;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.6em;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.4em;
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.6em;
    align-items: start;
  }
  label small {
    grid-column: 2;
    color: var(--_muted);
  }
  [part="gpc"] {
    padding: 0.5em 0.75em;
    border-inline-start: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }
  [part="record"] {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.2em 0.75em;
    font-size: 0.9em;
    color: var(--_muted);
  }
  [part="record"] dd {
    margin: 0;
    color: var(--_text);
  }
  [part="record"] code {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
    user-select: all;
  }
  input {
    accent-color: var(--_accent);
    width: 1.1em;
    height: 1.1em;
    margin: 0.15em 0 0;
  }
`;
