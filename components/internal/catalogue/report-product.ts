// The console error of an element that has no product to show: nothing names one (no product-id, slug or matching
// url-pattern, and no product around it), or the one named is not in the shop. The page shows the element's own
// state (nothing, or the not-found block); the console names the element and the attribute to fix. An attribute that
// is a property's name lower-cased (`productid`) is named too: a framework that meets an element before it is defined
// writes a property as an attribute of that name (React 19 does with `productId`), which no element reads.
import type { ReactiveElement } from 'lit';

/** The last error each element printed: an element that reads again for the same reason says it once. */
const reported = new WeakMap<Element, string>();

function report(element: Element, message: string): void {
  if (reported.get(element) === message) return;
  reported.set(element, message);
  console.error(message);
}

/** The lower-cased property names `element` carries as attributes, each with the attribute it reads instead. */
function describeLowerCasedProperties(element: ReactiveElement): string {
  const notes: string[] = [];
  for (const [property, options] of (element.constructor as typeof ReactiveElement).elementProperties) {
    const written = String(property).toLowerCase();
    if (typeof options.attribute !== 'string' || options.attribute === written || !element.hasAttribute(written))
      continue;
    notes.push(
      ` Its attribute "${written}" is not one it reads: write ${options.attribute}="…" ` +
        `(a framework wrote the property ${String(property)} before the element was defined; docs/frameworks.md).`,
    );
  }
  return notes.join('');
}

/** `element` shows nothing: `why` says what it lacks (`has no product-id and sits in no <shop-product>`). */
export function reportNoProduct(element: ReactiveElement, why: string): void {
  report(
    element,
    `Shopkit: <${element.localName}> ${why}, so it shows no product.${describeLowerCasedProperties(element)}`,
  );
}

/** `element`'s `attribute` names a product the shop does not have. */
export function reportUnknownProduct(element: ReactiveElement, attribute: string, value: string): void {
  report(element, `Shopkit: <${element.localName}> ${attribute}="${value}" names no product of this shop.`);
}
