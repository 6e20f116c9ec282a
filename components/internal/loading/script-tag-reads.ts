// Data before code, from the script tag itself: before its core is even requested, the tag sends the first reads of
// the selling elements already in the document (a product, a list's first page, the remembered cart, the shop), as
// the client's transport would send them. The core's
// client takes those answers through its fetch (`adopt`): a request whose URL and headers are exactly one of these
// takes its answer once, so the page never asks twice; any other request, or one that differs in a header or a
// parameter, is fetched as usual, and an early answer nobody asks for is dropped. The script tag reads only what it
// knows without the core: a tag that sets where the client remembers things or a campaign leaves the reads to the
// core (loading/early-reads.ts), which starts them once it has made the client.
import { earlyListQuery } from '../catalogue/list/early-list-query.ts';
import { productLookup } from '../catalogue/product-url.ts';
import { apiUrlOf } from './preconnect-api.ts';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ScriptTagReads {
  /** The client's fetch: an early answer when the request is one of the tag's, else the browser's fetch. */
  adopt: Fetch;
}

/** What a request is, for matching: method, URL with its parameters in order, and every header. */
function requestKey(url: string, init: RequestInit): string | null {
  if ((init.method ?? 'GET') !== 'GET' || init.body != null || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  parsed.searchParams.sort();
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([parsed.href, headers]);
}

/** An answer handed to a caller whose request may be aborted (its timeout, or the element gone). */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A value the client remembers under its default storage: a cookie named with the default prefix (DEFAULTS'
 * `storageKeyPrefix`, `shop_<name>`); null when there is none.
 */
function remembered(doc: Document, name: string): string | null {
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(`shop_${name}=`));
  try {
    return (entry && decodeURIComponent(entry.slice(name.length + 6))) || null;
  } catch {
    return null;
  }
}

/** The currency the client's first reads carry: the shopper's stored choice, else the tag's `data-currency`. */
function firstCurrency(script: Element, doc: Document): string | null {
  const stored = remembered(doc, 'currency');
  const configured = script.getAttribute('data-currency')?.trim().toUpperCase() ?? null;
  return [stored, configured].find((code) => code && /^[A-Z]{3}$/.test(code)) ?? null;
}

/** The first read's path and parameters of each selling element in the document that the tag can read for. */
function firstReads(doc: Document): Array<[string, Record<string, string | number | null>]> {
  const reads: Array<[string, Record<string, string | number | null>]> = [];
  const outside = (element: Element) => !element.parentElement?.closest('shop-product, shop-product-list');
  for (const product of [...doc.querySelectorAll('shop-product')].filter(outside)) {
    const lookup = productLookup((name) => product.getAttribute(name), location);
    if (lookup?.id) reads.push([`/v2/products/${encodeURIComponent(lookup.id)}`, {}]);
    else if (lookup?.slug) reads.push([`/v2/products/by-slug/${encodeURIComponent(lookup.slug)}`, {}]);
  }
  for (const list of [...doc.querySelectorAll('shop-product-list')].filter(outside)) {
    const query = earlyListQuery(list, location);
    // A search (words, a sort, a price range) is read by the core, which knows the search's parameters.
    if (!query || query.query || query.sort !== 'relevance' || query.minPrice !== null || query.maxPrice !== null)
      continue;
    reads.push(['/v2/products', { limit: query.limit, cursor: query.cursor, category: query.category || null }]);
  }
  const cartId = remembered(doc, 'cart_id');
  if (cartId && doc.querySelector('shop-cart, shop-cart-count, shop-cart-contents, shop-checkout-button'))
    reads.push([`/v2/cart/${encodeURIComponent(cartId)}`, {}]);
  if (doc.querySelector('shop-currency-select')) reads.push(['/v2/shop', {}]);
  return reads;
}

/** Starts the script tag's reads; null (the client fetches everything itself) when the tag configures no client. */
export function startScriptTagReads(script: Element | null, doc: Document): ScriptTagReads | null {
  const key = script?.getAttribute('data-publishable-key');
  const apiUrl = script && apiUrlOf(script);
  if (!script || !key || !apiUrl) return null;
  if (['data-storage', 'data-storage-key-prefix', 'data-storefront-id'].some((name) => script.hasAttribute(name)))
    return null;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${key}` };
  const currency = firstCurrency(script, doc);
  const early = new Map<string, Promise<Response>>();
  for (const [path, query] of firstReads(doc)) {
    const url = new URL(`${apiUrl}${path}`);
    for (const [name, value] of Object.entries({ ...query, currency }))
      if (value !== null && value !== '') url.searchParams.set(name, String(value));
    const init = { method: 'GET', headers };
    const answer = fetch(url.href, init);
    // A failed early read is the client's to retry when it asks; nobody may be listening before then.
    answer.catch(() => undefined);
    early.set(requestKey(url.href, init)!, answer);
  }
  return {
    adopt(input, init) {
      const requestedAs = requestKey(input, init);
      const answer = requestedAs === null ? undefined : early.get(requestedAs);
      if (!answer) return fetch(input, init);
      early.delete(requestedAs!);
      return abortable(answer, init.signal);
    },
  };
}
