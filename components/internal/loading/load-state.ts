// How a Shopkit element looks before its code has run: the space it will take (the table's `reserve`), and, when its
// module could not be loaded, its error state: the reflected `error` attribute, the reason shown in its place, and a
// `shop-error` event. Written to the document as a constructed stylesheet, which a strict CSP allows. The same sheet
// makes `hidden` win for what the elements hide in the merchant's markup (KEEP_HIDDEN).
import type { ShopElementTable } from './shop-element-table.ts';

const ERROR_TEXT_ATTRIBUTE = 'data-shopkit-error';
const failed = new Map<string, Set<Element>>();
let reserved = false;

/**
 * The browser's `[hidden] { display: none }` loses to any display rule of the page, so a merchant's
 * `.skeleton { display: grid }` kept a loading placeholder on screen after the product arrived, and a
 * `.badge { display: inline-flex }` showed "Sold out" on every card. What the elements toggle in the merchant's
 * markup (state blocks, the targets of `data-shop-show` and `data-shop-hide`) stays hidden.
 */
const KEEP_HIDDEN = ':where([data-shop-state],[data-shop-show],[data-shop-hide])[hidden]{display:none!important}';

/** Adds the document-wide rules, once: reserved space and a failure's message for undefined elements, KEEP_HIDDEN. */
export function reserveSpace(table: ShopElementTable): void {
  if (reserved) return;
  reserved = true;
  // :where() keeps these at zero specificity, like an element's own :host styles: the page's rules win.
  const rules = Object.entries(table)
    .filter(([, entry]) => entry.reserve)
    .map(([tag, entry]) => `:where(${tag}:not(:defined)){${entry.reserve}}`);
  rules.push(
    `:where(:not(:defined)[${ERROR_TEXT_ATTRIBUTE}])::before{content:attr(${ERROR_TEXT_ATTRIBUTE});` +
      'color:var(--shop-color-danger,#b3261e)}',
    KEEP_HIDDEN,
  );
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join(''));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Shows that an element's module failed to load, and tells the page (`shop-error`, operation `load`). */
export function markLoadFailure(element: Element, error: unknown, message: string): void {
  if (!element.isConnected || customElements.get(element.localName)) return;
  element.setAttribute('error', '');
  element.setAttribute(ERROR_TEXT_ATTRIBUTE, message);
  let marked = failed.get(element.localName);
  if (!marked) failed.set(element.localName, (marked = new Set()));
  marked.add(element);
  const detail = { error, operation: 'load', message };
  element.dispatchEvent(new CustomEvent('shop-error', { detail, bubbles: true, composed: true }));
}

/** Takes the failure marks off a tag's elements, just before its class is defined. */
export function clearLoadFailure(tag: string): void {
  for (const element of failed.get(tag) ?? []) {
    element.removeAttribute('error');
    element.removeAttribute(ERROR_TEXT_ATTRIBUTE);
  }
  failed.delete(tag);
}
