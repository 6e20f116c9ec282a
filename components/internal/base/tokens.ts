import { css } from './style-sheet.ts';

/**
 * The shared look of every element: global `--shop-*` tokens with light and dark defaults (light-dark(), following
 * prefers-color-scheme; a page can pin one with `color-scheme` on the element), a reduced-motion switch, and the few
 * building blocks (buttons, visually hidden text, the error line) that several elements use.
 * The elements' CSS is written as ordinary CSS; the build minifies every `css` literal (scripts/minify-css-literals.mjs).
 */
export const TOKENS = css`
  :host {
    color-scheme: light dark;
    --_accent: var(--shop-color-accent, light-dark(#1f5f4a, #7fd1b1));
    --_on-accent: var(--shop-color-on-accent, light-dark(#fff, #0d2019));
    --_text: var(--shop-color-text, light-dark(#1d1d1f, #f2f2f4));
    --_muted: var(--shop-color-muted, light-dark(#5b5b63, #b4b4bd));
    --_surface: var(--shop-color-surface, light-dark(#fff, #1c1c21));
    --_border: var(--shop-color-border, light-dark(#d4d4d8, #3f3f46));
    --_danger: var(--shop-color-danger, light-dark(#b3261e, #ffb4ab));
    --_radius: var(--shop-radius, 8px);
    --_font: var(--shop-font, inherit);
    --_gap: var(--shop-space, 0.75rem);
    --_motion: var(--shop-motion-duration, 160ms);
    font-family: var(--_font);
    color: var(--_text);
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --_motion: 0s;
    }
  }
  [hidden] {
    display: none !important;
  }
  .btn {
    font: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
    padding: 0.55em 1em;
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .btn.secondary {
    background: transparent;
    color: var(--_text);
    border-color: var(--_border);
  }
  .btn:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .error {
    color: var(--_danger);
    margin: 0.5em 0 0;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
