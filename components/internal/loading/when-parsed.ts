// The moment the page is parsed: what the script tag and the element registry decide from the page (its tags, its
// prerendered catalogue, the elements to read for) must see all of it, as a deferred script does. An `async` tag, or
// a script that loads the core itself, may run while the body is still arriving.

/** Calls `then` once `doc` is parsed: at once if it is, else at DOMContentLoaded (before the parsed page's first paint). */
export function onParsed(doc: Document, then: () => void): void {
  if (doc.readyState !== 'loading') return then();
  doc.addEventListener('DOMContentLoaded', () => then(), { once: true });
}
