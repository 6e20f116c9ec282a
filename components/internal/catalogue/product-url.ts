// Product URL patterns (`/products/{slug}`, `?product={slug}`, `{id}`): building `product.url` from the pattern the
// merchant sets once (`data-product-url`), and reading the slug or id back out of the page URL (`url-pattern`).
import type { Product } from '../../../src/index.ts';

export const DEFAULT_PRODUCT_URL = '/products/{slug}';
const PLACEHOLDER = /\{(slug|id)\}/g;

/** `product.url`: the pattern with `{slug}` and `{id}` replaced, each encoded as one URL component. */
export function buildProductUrl(pattern: string, product: Pick<Product, 'slug' | 'id'>): string {
  return pattern.replace(PLACEHOLDER, (_all, key: 'slug' | 'id') => encodeURIComponent(product[key]));
}

/** The nearest `product-url` / `data-product-url` up the tree, else the Shopkit script tag's, else the default. */
export function resolveProductUrlPattern(element: Element): string {
  const own = element.closest('[product-url], [data-product-url]');
  const script = document.querySelector('script[data-product-url][src*="shopkit"]');
  const source = own ?? script;
  return source?.getAttribute('product-url') || source?.getAttribute('data-product-url') || DEFAULT_PRODUCT_URL;
}

export interface ProductLookup {
  slug?: string;
  id?: string;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A path pattern matches its page with or without a trailing slash (`/products/{slug}/` and `/products/{slug}`). */
function matchPath(pattern: string, pathname: string): ProductLookup | null {
  const keys: Array<'slug' | 'id'> = [];
  const source = pattern
    .replace(/\/$/, '')
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        keys.push(part as 'slug' | 'id');
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match || keys.length === 0) return null;
  const lookup: ProductLookup = {};
  for (const [index, key] of keys.entries()) {
    const value = decode(match[index + 1]!);
    if (!value) return null;
    lookup[key] = value;
  }
  return lookup;
}

function matchQuery(pattern: string, search: string): ProductLookup | null {
  const [name, placeholder] = pattern.slice(1).split('=');
  const key = /^\{(slug|id)\}$/.exec(placeholder ?? '')?.[1] as 'slug' | 'id' | undefined;
  const value = name ? new URLSearchParams(search).get(name) : null;
  return key && value ? { [key]: value } : null;
}

/**
 * The product a <shop-product> reads, from its attributes (`product-id`, else `slug`, else the page URL under
 * `url-pattern`); null when none names one.
 */
export function productLookup(
  read: (attribute: string) => string | null,
  location: Pick<Location, 'pathname' | 'search'>,
): ProductLookup | null {
  const id = read('product-id');
  if (id) return { id };
  const slug = read('slug');
  if (slug) return { slug };
  const pattern = read('url-pattern');
  return pattern ? matchProductUrl(pattern, location) : null;
}

/** What a product read asks for, in one key (early-read-cache.ts). */
export const productReadKey = (lookup: ProductLookup, currency: string | null): string =>
  `product ${currency ?? ''} ${lookup.id ? `id:${lookup.id}` : `slug:${lookup.slug ?? ''}`}`;

/** The slug or id the page URL names under `pattern`; null when the URL does not match it. */
export function matchProductUrl(
  pattern: string,
  location: Pick<Location, 'pathname' | 'search'>,
): ProductLookup | null {
  return pattern.startsWith('?') ? matchQuery(pattern, location.search) : matchPath(pattern, location.pathname);
}
