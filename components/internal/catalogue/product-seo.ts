// What <shop-product> writes into <head> for search engines and link previews (docs/elements.md, SEO): the title, the
// meta description, the canonical link, Open Graph tags and a JSON-LD Product with its offers. The prerender
// (prerender/) runs this same code in Node, and adds the Twitter card tags (prerender/twitter-card.ts), which only link
// previews read. Everything it changed is put back by remove(). The JSON-LD text goes through the `shopkit` Trusted
// Types policy.
import type { Product } from '../../../src/index.ts';
import { currencyExponent } from '../../../wire/money.ts';
import { toMajorUnits } from '../analytics/commerce-events.ts';
import { isSafeUrl } from '../bindings/is-safe-url.ts';
import { hasTrustedTypes, shopkitPolicy } from '../bindings/shopkit-policy.ts';
import type { ProductScopeData } from '../scope/product-scope.ts';
import { plainText } from './plain-text.ts';

export interface ProductSeo {
  /** Describes the product (null: it was not found, so the page asks not to be indexed). */
  update(data: ProductScopeData | null): void;
  remove(): void;
}

const SCHEMA = 'https://schema.org/';
const BASE_TITLE = 'data-shop-base-title';

function money(amount: number, currency: string): string {
  return toMajorUnits(amount, currency).toFixed(currencyExponent(currency));
}

function offers(product: Product, url: string, variantParam: string): object[] {
  return product.variants.map((variant) => {
    const offerUrl = new URL(url);
    if (variantParam && product.variants.length > 1) offerUrl.searchParams.set(variantParam, variant.id);
    return {
      '@type': 'Offer',
      sku: variant.sku,
      price: money(variant.price, product.currency),
      priceCurrency: product.currency,
      availability: `${SCHEMA}${variant.available ? 'InStock' : 'OutOfStock'}`,
      url: offerUrl.href,
    };
  });
}

/** The JSON-LD text: JSON with `<` escaped, so it can never end its script element. */
export function productJsonLd(data: ProductScopeData, url: string, variantParam: string): string {
  const { product } = data;
  const images = product.images.map((image) => image.url).filter((src) => /^https?:/.test(src));
  const record = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(data.variant ? { sku: data.variant.sku } : {}),
    offers: offers(product, url, variantParam),
  };
  return JSON.stringify(record).replace(/</g, '\\u003c');
}

/** The page's own title: a prerendered page keeps it in `data-shop-base-title`, beside the product's. */
function pageTitle(): string {
  return document.querySelector('title')?.getAttribute(BASE_TITLE) ?? document.title;
}

export function createProductSeo(options: { variantParam: string }): ProductSeo {
  const head = document.head;
  const baseTitle = pageTitle();
  const owned = new Set<Element>();
  const touched = new Set<Element>();
  const restored: Array<() => void> = [];

  function find<K extends 'meta' | 'link' | 'script' | 'title'>(selector: string): HTMLElementTagNameMap[K] | null {
    const element = head.querySelector<HTMLElementTagNameMap[K]>(selector);
    if (element && !owned.has(element) && !touched.has(element)) {
      touched.add(element);
      const before = [...element.attributes].map((a) => [a.name, a.value] as const);
      restored.push(() => {
        for (const a of [...element.attributes]) element.removeAttribute(a.name);
        for (const [n, v] of before) element.setAttribute(n, v);
      });
    }
    return element;
  }
  function tag<K extends 'meta' | 'link' | 'script'>(
    name: K,
    selector: string,
    key: [string, string],
  ): HTMLElementTagNameMap[K] {
    let element = find<K>(selector);
    if (!element) {
      element = document.createElement(name);
      element.setAttribute(...key);
      head.append(element);
      owned.add(element);
    }
    return element;
  }
  const meta = (attribute: 'name' | 'property', key: string, content: string | null): void => {
    if (content !== null)
      return tag('meta', `meta[${attribute}="${key}"]`, [attribute, key]).setAttribute('content', content);
    const element = find<'meta'>(`meta[${attribute}="${key}"]`);
    if (element && owned.delete(element)) element.remove();
  };

  function writeJsonLd(text: string): void {
    const script = tag('script', 'script[type="application/ld+json"][data-shopkit]', ['type', 'application/ld+json']);
    script.setAttribute('data-shopkit', '');
    try {
      const policy = hasTrustedTypes() ? shopkitPolicy() : null;
      (script as unknown as { text: unknown }).text = policy ? policy.createScript(text) : text;
    } catch (error) {
      script.remove();
      console.error('Shopkit: the JSON-LD for this product could not be written.', error);
    }
  }

  return {
    update(data) {
      if (!data) {
        meta('name', 'robots', 'noindex');
        // A product that is gone offers nothing: its JSON-LD (written here or by the prerender) goes too.
        find<'script'>('script[type="application/ld+json"][data-shopkit]')?.remove();
        return;
      }
      const { product, price } = data;
      const url = isSafeUrl(product.url) ? new URL(product.url, document.baseURI).href : location.href;
      const description = product.summary || plainText(product.name, 160);
      document.title = baseTitle ? `${product.name} · ${baseTitle}` : product.name;
      if (baseTitle) find<'title'>('title')?.setAttribute(BASE_TITLE, baseTitle);
      meta('name', 'description', description);
      tag('link', 'link[rel="canonical"]', ['rel', 'canonical']).setAttribute('href', url);
      meta('property', 'og:type', 'product');
      meta('property', 'og:title', product.name);
      meta('property', 'og:description', description);
      meta('property', 'og:url', url);
      meta('property', 'og:image', product.image && /^https?:/.test(product.image.url) ? product.image.url : null);
      meta('property', 'product:price:amount', money(price.amount, price.currency));
      meta('property', 'product:price:currency', price.currency);
      writeJsonLd(productJsonLd(data, url, options.variantParam));
    },
    remove() {
      document.title = baseTitle;
      for (const restore of restored.splice(0)) restore();
      for (const element of owned) element.remove();
      owned.clear();
      touched.clear();
    },
  };
}
