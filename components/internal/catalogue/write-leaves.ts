// What a product's leaves show, written straight into the merchant's light-DOM markup: the text of a `<shop-price>`,
// the blocked state of a `<shop-add-to-cart>`'s own buttons and (for the prerender) the `<img>` of a
// `<shop-product-image>`. A list row writes the price and the add button's state in the one pass that binds its clone
// (list-rows.ts), so a card is whole before its elements upgrade, and `<shop-price>`, marked `data-shop-prerendered`,
// adopts what is there instead of rendering it again; the prerender (prerender/) writes the same markup into the page.
// A row leaves its image to `<shop-product-image>`: an `<img>` made in the row's inert clone and written into the light
// DOM doubled the grid's render time in bench/grid-render.ts, against the element's own. Each write changes only what
// differs, so a row that shows the same product again (a prerendered row taken over, a currency) touches nothing.
import type { ProductScopeData } from '../scope/product-scope.ts';
import { DEFAULT_IMAGE_WIDTHS, describeProductImage, type ProductImageOptions } from '../scope/describe-image.ts';
import { markBlockedButtons } from '../scope/scoped-line.ts';
import { shownPrice } from '../scope/shown-price.ts';
import { SCOPE_OWNERS } from '../scope/scope-owners.ts';
import { PRERENDERED, PRICE_PART } from './prerender-marks.ts';

/** The leaves of one product's markup whose content a list row writes. */
export interface Leaves {
  prices: Element[];
  adds: Element[];
}

const LEAF_SELECTOR = 'shop-price:not([product-id]), shop-add-to-cart:not([product-id])';

/** Whether `element` belongs to the scope of `top` (no other scope owner between them). */
function inOwnScope(element: Element, top: Node): boolean {
  for (let node = element.parentElement; node && node !== top; node = node.parentElement)
    if (SCOPE_OWNERS.has(node.localName)) return false;
  return true;
}

/** The leaves among `nodes` (a clone's top-level nodes) and below them, leaving out those of a scope owner inside. */
export function findLeaves(nodes: readonly Node[]): Leaves {
  const leaves: Leaves = { prices: [], adds: [] };
  for (const node of nodes) {
    if (node.nodeType !== 1) continue;
    const top = node as Element;
    const found = [...(top.matches(LEAF_SELECTOR) ? [top] : []), ...top.querySelectorAll(LEAF_SELECTOR)];
    for (const element of found) {
      if (!inOwnScope(element, top)) continue;
      (element.localName === 'shop-price' ? leaves.prices : leaves.adds).push(element);
    }
  }
  return leaves;
}

function setText(element: Element, part: string, tag: string, text: string): Element {
  const current = element.querySelector(`:scope > [${PRICE_PART}="${part}"]`);
  if (current?.localName === tag && current.textContent === text) return current;
  const written = element.ownerDocument.createElement(tag);
  written.setAttribute(PRICE_PART, part);
  written.textContent = text;
  return written;
}

/** A `<shop-price>`'s light content: `<span data-shop-part="price">`, then ` <s data-shop-part="compare-at">` on sale. */
export function writePrice(element: Element, data: ProductScopeData): void {
  const shown = shownPrice(data.price);
  const price = setText(element, 'price', 'span', shown.price);
  const compareAt = shown.compareAt === null ? null : setText(element, 'compare-at', 's', shown.compareAt);
  const children = element.childNodes;
  const same =
    compareAt === null
      ? children.length === 1 && children[0] === price
      : children.length === 3 && children[0] === price && children[1]!.textContent === ' ' && children[2] === compareAt;
  if (!same) element.replaceChildren(...(compareAt === null ? [price] : [price, ' ', compareAt]));
  if (!element.hasAttribute(PRERENDERED)) element.setAttribute(PRERENDERED, '');
}

/** The image options as `<shop-product-image>` reads them from its attributes. */
export function imageOptions(element: Element): ProductImageOptions {
  const index = element.getAttribute('index');
  return {
    index: index === null ? null : Number(index),
    ratio: element.getAttribute('ratio') ?? '1',
    widths: element.getAttribute('widths') ?? DEFAULT_IMAGE_WIDTHS,
    sizes: element.getAttribute('sizes') ?? '100vw',
    loading: element.getAttribute('loading') === 'eager' ? 'eager' : 'lazy',
  };
}

/**
 * A `<shop-product-image>`'s light content: the `<img>` the element would render (none without an image, and then no
 * mark either: the element draws its empty box).
 */
export function writeImage(element: Element, data: ProductScopeData): void {
  const view = describeProductImage(data, imageOptions(element));
  if (!view) {
    element.replaceChildren();
    element.removeAttribute(PRERENDERED);
    return;
  }
  const current = element.firstElementChild;
  const img =
    current?.localName === 'img' && element.childNodes.length === 1
      ? current
      : element.ownerDocument.createElement('img');
  const attributes: Array<[string, string | number | null]> = [
    ['src', view.src],
    ['srcset', view.srcset || null],
    ['sizes', view.sizes],
    ['width', view.width],
    ['height', view.height],
    ['alt', view.alt],
    ['loading', view.loading],
    ['fetchpriority', view.fetchpriority],
    ['decoding', 'async'],
  ];
  for (const [name, value] of attributes) {
    if (value === null) img.removeAttribute(name);
    else if (img.getAttribute(name) !== String(value)) img.setAttribute(name, String(value));
  }
  if (img !== current) element.replaceChildren(img);
  if (!element.hasAttribute(PRERENDERED)) element.setAttribute(PRERENDERED, '');
}

/**
 * A `<shop-add-to-cart>`'s state: `blocked` while the product has no variant to add (none pinned yet, or sold out),
 * and its own buttons marked disabled for that reason, as the element marks them once it runs.
 */
export function writeAddState(element: Element, data: ProductScopeData): void {
  const blocked = data.selection.reason !== '';
  element.toggleAttribute('blocked', blocked);
  markBlockedButtons(element, blocked);
}

/** Writes every leaf of `leaves` for `data`. */
export function writeLeaves(leaves: Leaves, data: ProductScopeData): void {
  for (const element of leaves.prices) writePrice(element, data);
  for (const element of leaves.adds) writeAddState(element, data);
}
