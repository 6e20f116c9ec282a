// The sanitizer of browsers without `Element.setHTML`: DOMPurify with the same allowlist, returning a fragment (so no
// HTML string ever reaches a sink of ours). Under Trusted Types, DOMPurify's parse goes through the `shopkit` policy.
// The prerender (prerender/) runs this same module over jsdom windows, one per page: a window other than the one
// DOMPurify bound itself to when it loaded gets an instance of its own.
import DOMPurify from 'dompurify';
import { shopkitPolicy, hasTrustedTypes } from './shopkit-policy.ts';

type Purifier = typeof DOMPurify;
type View = Window & typeof globalThis;
/** The window DOMPurify's default instance was made for (this module loads together with it). */
const LOADED_IN = (globalThis as { window?: View }).window;
const OTHER_WINDOWS = new WeakMap<object, Purifier>();

/** The DOMPurify of the current window (`globalThis.window`). */
export function currentPurifier(): Purifier {
  const view = (globalThis as { window?: View }).window;
  if (!view || (view === LOADED_IN && DOMPurify.isSupported)) return DOMPurify;
  let purifier = OTHER_WINDOWS.get(view);
  if (!purifier) OTHER_WINDOWS.set(view, (purifier = DOMPurify(view)));
  return purifier;
}

export function purifyHtml(html: string, elements: string[], attributes: string[]): DocumentFragment {
  const policy = hasTrustedTypes() ? shopkitPolicy() : null;
  return currentPurifier().sanitize(html, {
    ALLOWED_TAGS: [...elements, '#text'],
    ALLOWED_ATTR: attributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
    // null (no Trusted Types, or the name is not allowed) keeps DOMPurify from making a `dompurify` policy of its own.
    TRUSTED_TYPES_POLICY: policy as never,
  });
}
