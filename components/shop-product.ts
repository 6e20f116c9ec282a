import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { Product, ShopkitClient, Variant } from '../src/index.ts';
import { bindClone, type Binding } from './internal/bindings/bind-fragment.ts';
import { markedClones, takeOverClone } from './internal/catalogue/marked-clones.ts';
import { warnUnknownPath } from './internal/bindings/warn-unknown-path.ts';
import { reportNoProduct, reportUnknownProduct } from './internal/catalogue/report-product.ts';
import { PRERENDERED } from './internal/catalogue/prerender-marks.ts';
import { describeItemParams, describeProductItem, emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { createProductSeo, type ProductSeo } from './internal/catalogue/product-seo.ts';
import { ProductScope, type ProductScopeData } from './internal/scope/product-scope.ts';
import { takeRead } from './internal/loading/early-read-cache.ts';
import {
  productLookup,
  productReadKey,
  resolveProductUrlPattern,
  type ProductLookup,
} from './internal/catalogue/product-url.ts';
import { provideScope } from './internal/scope/provide-scope.ts';
import { showStateBlocks, type CatalogueState } from './internal/bindings/state-blocks.ts';
import { ShopLightElement } from './internal/base/shop-light-element.ts';
import { useAnswerMoneyFormat } from './internal/catalogue/answer-money-format.ts';
import { whenIdle } from './internal/loading/when-idle.ts';

/** Warns once about each binding path the product scope does not have (`availability.lable`). */
const CHECK_PATH = warnUnknownPath('shop-product', 'The product scope');

/**
 * One product from the catalogue in the merchant's own markup: its `<template>` is cloned once and bound to the
 * product scope (`product.*`, `price.*`, `variant.*`, `availability.*`). Light DOM: the merchant's CSS styles
 * everything. Reads by id, by slug, or by the slug in the page URL, once, and again on a currency switch. On a page
 * that `shopkit prerender` wrote, the filled markup is kept and bound to the first answer, changing only what differs;
 * a product gone since the build becomes the not-found state.
 *
 * @summary A product in your own HTML.
 * @slot - A `<template>` (cloned once the product is known) and state blocks (`data-shop-state="loading"`, ...).
 * @attr {string} product-url - The pattern of `product.url` (`{slug}` and `{id}` replaced), when the site-wide one
 *   (`data-product-url`) does not fit; read from the nearest element that has it. Default `/products/{slug}`.
 * @fires shop-product-load - After every read. Detail `{product}`.
 * @fires shop-variant-change - A variant was pinned or unpinned. Detail `{product, variant}`.
 * @fires shop-analytics - `view_item` once per product shown.
 * @fires shop-error - The product could not be read; detail `{error, operation: 'product', message}`.
 */
export class ShopProductElement extends ShopLightElement {
  /** The product's id. */
  @property({ attribute: 'product-id' }) accessor productId = '';
  /** The product's slug. */
  @property() accessor slug = '';
  /** Reads the slug or id from the page URL: `/products/{slug}` or `?product={slug}`. */
  @property({ attribute: 'url-pattern' }) accessor urlPattern = '';
  /** The variant pinned at first. */
  @property({ attribute: 'variant-id' }) accessor variantId = '';
  /** Keeps the pinned variant in this query parameter (for example `variant`). */
  @property({ attribute: 'variant-param' }) accessor variantParam = '';
  /** The low-stock threshold of `availability.lowStock`. */
  @property({ attribute: 'low-stock', type: Number }) accessor lowStock = 5;
  /** `auto` (on when the product comes from the URL), `on` or `off`. */
  @property() accessor seo: 'auto' | 'on' | 'off' = 'auto';
  /** `loading`, `ready`, `error` or `not-found` (reflected, for CSS). */
  @property({ reflect: true }) accessor state: CatalogueState = 'loading';

  #scope: ProductScope | null = null;
  #binding: Binding | null = null;
  /** The clone in the page (inserted, or prerendered and adopted), removed when the product is not found. */
  #clone: ChildNode[] = [];
  #seo: ProductSeo | null = null;
  /** Whether the head says what the element shows, or the data it is to say once the product's frame is painted. */
  #seoState: { written: true } | { written: false; data: ProductScopeData | null } | null = null;
  #request: AbortController | null = null;
  #viewed = '';
  #pinned: string | null = null;

  /** The product shown, or null. */
  get product(): Product | null {
    return this.#scope?.product ?? null;
  }

  /** The pinned variant, or null until one is pinned. */
  get variant(): Variant | null {
    return this.#scope?.variant ?? null;
  }

  /** The whole scope the bindings read (null before the product is known). */
  get scope(): ProductScopeData | null {
    return this.#scope?.data ?? null;
  }

  /** Pins a variant from script; false when the product has no such variant. */
  selectVariant(variantId: string): boolean {
    return this.#scope?.pin(variantId) ?? false;
  }

  /** Chooses option values from script (`{Size: 'M'}`), repairing the others when needed. */
  selectOptions(values: Record<string, string>): void {
    for (const [name, value] of Object.entries(values)) this.#scope?.choose(name, value);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A prerendered product's scope exists from the start (without a product until the first answer), so the elements
    // inside its clone find it as they connect.
    if (this.hasAttribute(PRERENDERED)) this.#scope ??= this.#createScope();
    showStateBlocks(this, this.state);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#request?.abort();
    this.#seo?.remove();
    this.#seo = null;
    this.#seoState = null;
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    void this.#load();
    return [client.onCurrencyChange(() => void this.#load())];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.hasUpdated && (changed.has('productId') || changed.has('slug') || changed.has('urlPattern')))
      void this.#load();
    if (changed.has('state')) showStateBlocks(this, this.state, this.#fallbackText());
  }

  #fallbackText(): string {
    const texts = textsFor(this.locale);
    return this.state === 'not-found' ? texts.productNotFound : this.state === 'error' ? this.errorMessage : '';
  }

  #lookup(): ProductLookup | null {
    const attributes: Record<string, string> = {
      'product-id': this.productId,
      slug: this.slug,
      'url-pattern': this.urlPattern,
    };
    return productLookup((name) => attributes[name] || null, location);
  }

  async #load(): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    this.#request?.abort();
    const request = (this.#request = new AbortController());
    const lookup = this.#lookup();
    // The first read may already be on its way (data before code, early-reads.ts) if nothing changed meanwhile; a
    // prerendered product has its scope from the start, without a product until this read.
    const early =
      lookup && !this.#scope?.product ? takeRead<Product>(client, productReadKey(lookup, client.currency)) : null;
    this.setAttribute('aria-busy', 'true');
    try {
      // The answer gives its prices' format in this locale: the first are shown without making an Intl.NumberFormat.
      const options = { signal: request.signal, locale: this.locale };
      const product = early
        ? await early
        : lookup?.id
          ? await client.products.get(lookup.id, options)
          : lookup?.slug
            ? await client.products.getBySlug(lookup.slug, options)
            : null;
      if (request.signal.aborted) return;
      this.clearError();
      useAnswerMoneyFormat(this.locale, product?.format);
      if (product) this.#show(product);
      else this.#notFound(lookup);
    } catch (error) {
      if (request.signal.aborted) return;
      this.fail(error, 'product');
      this.state = 'error';
      showStateBlocks(this, 'error', this.errorMessage);
    } finally {
      if (!request.signal.aborted) this.removeAttribute('aria-busy');
    }
  }

  #notFound(lookup: ProductLookup | null): void {
    this.#reportNotFound(lookup);
    this.#takeOver(null);
    for (const node of this.#clone.splice(0)) node.remove();
    this.#binding = null;
    this.state = 'not-found';
    this.#writeSeo(null);
  }

  /** A missing or unknown product named by an attribute is the merchant's to fix; one from the page URL is not. */
  #reportNotFound(lookup: ProductLookup | null): void {
    if (!lookup && !this.urlPattern) reportNoProduct(this, 'has no product-id, slug or url-pattern');
    else if (lookup && this.productId) reportUnknownProduct(this, 'product-id', this.productId);
    else if (lookup && this.slug) reportUnknownProduct(this, 'slug', this.slug);
  }

  #createScope(): ProductScope {
    this.#scope = new ProductScope({
      root: this,
      client: () => this.activeClient,
      locale: () => this.locale,
      productUrl: resolveProductUrlPattern(this),
      lowStock: this.lowStock,
    });
    this.#scope.subscribe(() => this.#scopeChanged());
    provideScope(this, this.#scope);
    return this.#scope;
  }

  #show(product: Product): void {
    this.#scope ??= this.#createScope();
    this.#scope.setProduct(product, this.#scope.product === null ? this.#initialVariant() : null);
    this.emit('shop-product-load', { product });
    if (this.#viewed !== product.id) {
      this.#viewed = product.id;
      emitCommerceEvent(this, {
        name: 'view_item',
        params: describeItemParams(describeProductItem(product, this.variant), product.currency),
      });
    }
  }

  /** The variant to pin with the first read: the one in the URL's variant parameter, else `variant-id`. */
  #initialVariant(): string | null {
    const fromUrl = this.variantParam ? new URLSearchParams(location.search).get(this.variantParam) : null;
    return fromUrl || this.variantId || null;
  }

  #scopeChanged(): void {
    const scope = this.#scope!;
    const data = scope.data!;
    if (this.#binding) this.#binding.update(data);
    else this.#insertClone(data);
    this.state = 'ready';
    this.#writeSeo(data);
    const pinned = scope.variant?.id ?? null;
    if (pinned !== this.#pinned) {
      this.#pinned = pinned;
      this.#writeVariantParam(pinned);
      this.emit('shop-variant-change', { product: scope.product!, variant: scope.variant });
    }
  }

  /**
   * Takes the prerendered clone over for `data` when it shows that product (and returns true); otherwise takes it out
   * of the page. Either way the element shows what it read from here on, so the mark goes.
   */
  #takeOver(data: ProductScopeData | null): boolean {
    if (!this.hasAttribute(PRERENDERED)) return false;
    this.removeAttribute(PRERENDERED);
    const [clone] = markedClones(this);
    if (!clone) return false;
    this.#clone = clone.nodes;
    this.#binding = takeOverClone(clone, clone.id === data?.product.id ? data : null, { checkPath: CHECK_PATH });
    return this.#binding !== null;
  }

  #insertClone(data: ProductScopeData): void {
    if (this.#takeOver(data)) return;
    for (const node of this.#clone.splice(0)) node.remove();
    const template = this.querySelector(':scope > template');
    if (!template) return;
    const fragment = (template as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
    this.#binding = bindClone(template as HTMLTemplateElement, fragment, data, { checkPath: CHECK_PATH });
    this.#clone = [...fragment.childNodes];
    template.after(fragment);
  }

  #writeVariantParam(variantId: string | null): void {
    if (!this.variantParam || (this.product?.variants.length ?? 0) < 2) return;
    const url = new URL(location.href);
    if (variantId) url.searchParams.set(this.variantParam, variantId);
    else url.searchParams.delete(this.variantParam);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }

  /**
   * The head is for crawlers and link previews, not for the shopper: its first write (a dozen tags and the JSON-LD,
   * 10-60 ms of the render's task at 4x CPU) waits until the main thread is free after the frame that shows the product
   * (whenIdle), and then says what the element shows by then. Once written, it follows every change at once.
   */
  #writeSeo(data: ProductScopeData | null): void {
    const seo = this.#seoHandle();
    if (!seo) return;
    const state = this.#seoState;
    if (state?.written) return seo.update(data);
    this.#seoState = { written: false, data };
    if (state) return;
    whenIdle(() => {
      const waiting = this.#seoState;
      // Gone from the page meanwhile (its head tags went with it), or back with a write of its own on the way.
      if (this.#seo !== seo || !waiting || waiting.written) return;
      this.#seoState = { written: true };
      seo.update(waiting.data);
    });
  }

  #seoHandle(): ProductSeo | null {
    const on = this.seo === 'on' || (this.seo === 'auto' && !this.productId && !this.slug && !!this.urlPattern);
    if (on) this.#seo ??= createProductSeo({ variantParam: this.variantParam });
    return on ? this.#seo : null;
  }
}
