// What the prerender says about a product whose texts carry markup: a name is always written as text (so its tags show
// as characters), and a description goes through the elements' sanitizer, which drops script, handlers and unknown
// elements. Runs inside a page window (page-window.ts), with the same DOMPurify rules as the browser's fallback.
import type { Product } from '../src/index.ts';
import { currentPurifier, HTML_ATTRIBUTES, HTML_ELEMENTS, purifyHtml } from '../components/prerender-seam.ts';

export function describeHostileMarkup(product: Product): string[] {
  const problems: string[] = [];
  if (/[<>]/.test(product.name)) problems.push('has markup in its name, written as text');
  purifyHtml(product.description, HTML_ELEMENTS, HTML_ATTRIBUTES);
  // DOMPurify also lists the body element it parsed into; that is its own, not the description's.
  const removed = currentPurifier()
    .removed.filter((entry) => !('element' in entry) || (entry.element as Element).localName !== 'body')
    .map((entry) =>
      'element' in entry
        ? `<${(entry.element as Element).localName}>`
        : `${(entry as { attribute: Attr }).attribute?.name}=`,
    );
  if (removed.length > 0)
    problems.push(`has markup in its description that the sanitizer removed (${[...new Set(removed)].join(', ')})`);
  return problems;
}
