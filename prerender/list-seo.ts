// The head of a prerendered list page: a title and description for its category and page, the canonical link and the
// Open Graph tags, each written once (a template's own tag of the same name is updated, not doubled).
import type { Category } from '../src/index.ts';

export interface ListPageHead {
  url: string;
  category: Category | null;
  page: number;
}

function tag(document: Document, selector: string, create: () => Element): Element {
  return document.head.querySelector(selector) ?? document.head.appendChild(create());
}

function meta(document: Document, attribute: 'name' | 'property', key: string, content: string): void {
  tag(document, `meta[${attribute}="${key}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  }).setAttribute('content', content);
}

export function writeListHead(document: Document, head: ListPageHead): void {
  const base = document.title;
  const parts = [head.category?.name, head.page > 1 ? `Page ${head.page}` : null, base].filter(Boolean);
  document.title = parts.join(' · ');
  const description =
    head.category?.description || document.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) meta(document, 'name', 'description', description);
  tag(document, 'link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  }).setAttribute('href', head.url);
  meta(document, 'property', 'og:type', 'website');
  meta(document, 'property', 'og:title', document.title);
  meta(document, 'property', 'og:url', head.url);
  if (description) meta(document, 'property', 'og:description', description);
}
