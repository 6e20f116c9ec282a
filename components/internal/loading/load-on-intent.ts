// Elements whose code waits for the shopper: a tag listed here is loaded when the shopper reaches for one of its
// elements (a pointer over it or pressed on it, the focus inside it, a key pressed in it), not when it appears. Only for
// an element whose plain markup works meanwhile: the header's search box is the merchant's own form, which submits to
// the results page without the script, so the pages that sell load nothing for it until it is used
// (docs/design.md, "The header's search box loads on intent"). The script tag preloads no file for these tags, the
// registry waits for the intent, and `npm run size` leaves them out of a page kind's first load.

/** The tags loaded on intent. */
export const LOADED_ON_INTENT: ReadonlySet<string> = new Set(['shop-search']);

/** What counts as reaching for an element (listened for on the element itself, in the capture phase). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const watched = new WeakSet<Element>();

/**
 * Calls `start` once, the first time the shopper reaches for `element`, or at once when the focus is already inside it
 * (an `autofocus` input, or a focus that came before the script).
 */
export function whenReachedFor(element: Element, start: () => void): void {
  if (watched.has(element)) return;
  watched.add(element);
  if (element.contains(element.ownerDocument.activeElement)) {
    watched.delete(element);
    return start();
  }
  const listening = new AbortController();
  const reached = (): void => {
    listening.abort();
    // Watched again if it is inserted again: a module that failed to load is tried anew then.
    watched.delete(element);
    start();
  };
  for (const type of INTENT_EVENTS)
    element.addEventListener(type, reached, { capture: true, signal: listening.signal });
}
