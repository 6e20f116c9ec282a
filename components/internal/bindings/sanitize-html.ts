// Catalogue HTML into the page: the browser's HTML Sanitizer (`Element.setHTML`) where it exists, else DOMPurify,
// loaded on first use only. One allowlist for both, and unknown elements are dropped with their content by both.
// Links keep only safe URLs (the Sanitizer API lets `data:` hrefs through).
import { isSafeUrl } from './is-safe-url.ts';

export const HTML_ELEMENTS = (
  'p br hr strong b em i u s small sub sup mark span div ul ol li dl dt dd h2 h3 h4 h5 h6 blockquote a ' +
  'table caption thead tbody tfoot tr th td section article figure figcaption code pre q abbr cite del ins time'
).split(' ');
export const HTML_ATTRIBUTES = ['href', 'title', 'lang', 'dir', 'colspan', 'rowspan', 'datetime'];

interface SetHtmlElement extends Element {
  setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void;
}

function dropUnsafeLinks(root: Element): void {
  for (const link of root.querySelectorAll('[href]')) {
    if (!isSafeUrl(link.getAttribute('href') ?? '')) link.removeAttribute('href');
  }
}

/** Whether this browser sanitizes natively; where not, the first HTML binding loads DOMPurify. */
export const hasNativeSanitizer = (): boolean =>
  typeof (Element.prototype as Partial<SetHtmlElement>).setHTML === 'function';

/** Replaces the children of `target` with the sanitized HTML. Resolves once it is in place; never rejects. */
export async function setSanitizedHtml(target: Element, html: string): Promise<void> {
  try {
    if (hasNativeSanitizer()) {
      (target as SetHtmlElement).setHTML(html, { sanitizer: { elements: HTML_ELEMENTS, attributes: HTML_ATTRIBUTES } });
    } else {
      const { purifyHtml } = await import('./purify-html.ts');
      target.replaceChildren(purifyHtml(html, HTML_ELEMENTS, HTML_ATTRIBUTES));
    }
    dropUnsafeLinks(target);
  } catch (error) {
    target.textContent = '';
    console.error('Shopkit: catalogue HTML could not be sanitized, so it is not shown.', error);
  }
}
