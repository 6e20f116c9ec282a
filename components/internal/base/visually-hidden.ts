// Text for screen readers only, in the merchant's light DOM: elements marked `data-shop-sr` are hidden visually by one
// document-wide rule (a constructed stylesheet, which a strict CSP allows), so they need no CSS from the merchant.

const ATTRIBUTE = 'data-shop-sr';
let styled = false;

/** A new element of `tag` that screen readers read and nobody sees. */
export function createScreenReaderText(tag: 'span' | 'p'): HTMLElement {
  if (!styled) {
    styled = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `:where([${ATTRIBUTE}]){position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;` +
        'overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  const element = document.createElement(tag);
  element.setAttribute(ATTRIBUTE, '');
  return element;
}

/** Whether `node` is one of these texts. */
export const isScreenReaderText = (node: Node | null): node is HTMLElement =>
  node instanceof HTMLElement && node.hasAttribute(ATTRIBUTE);
