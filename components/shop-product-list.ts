import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { Page, Product, ProductSort, ShopkitClient } from '../src/index.ts';
import { describeSearchEvent, emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { describeSelectItem, describeViewItemList, type ListName } from './internal/analytics/list-analytics.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { updateControls, watchControls, type PagingAction } from './internal/catalogue/list/list-controls.ts';
import { takeRead } from './internal/loading/early-read-cache.ts';
import {
  DEFAULT_LIMIT,
  clampLimit,
  listReadKey,
  parseFilters,
  readListPage,
  isSearchQuery,
  type ListFilters,
  type ListQuery,
} from './internal/catalogue/list/list-query.ts';
import {
  CURSORS_STATE,
  historyState,
  listHref,
  listStateKey,
  startingQuery,
  type ListUrlStyle,
} from './internal/catalogue/list/list-location.ts';
import { PRERENDERED } from './internal/catalogue/prerender-marks.ts';
import { ListRows } from './internal/catalogue/list/list-rows.ts';
import { resolveProductUrlPattern } from './internal/catalogue/product-url.ts';
import { markedScope } from './internal/scope/scope-request.ts';
import { showStateBlocks, yieldLoadingBlocks, type CatalogueState } from './internal/bindings/state-blocks.ts';
import { ShopLightElement } from './internal/base/shop-light-element.ts';
import { warmMoneyFormat } from './internal/loading/warm-money-format.ts';
import { useAnswerMoneyFormat } from './internal/catalogue/answer-money-format.ts';

/** A results heading's own text, before it named a search. */
const OWN_HEADINGS = new WeakMap<HTMLElement, string>();

/**
 * A list of products in the merchant's own markup: its `<template>` is cloned once per product, each clone bound to
 * that product's scope and inserted as a direct child (so the list element can be the CSS grid). By category, search
 * words, price range and sort, with paging (next/previous or "more") through the merchant's own controls; one request
 * per page and again on a currency switch. With `sync-url`, the query lives in the page URL (back button, shared links);
 * with `sync-url="path"`, its category and page are folders (`/category/lighting/page/2/`) that `shopkit prerender`
 * writes as files. A prerendered list keeps its rows and binds them to the first answer, changing only what differs.
 *
 * @summary A product list or grid in your own HTML.
 * @slot - A `<template>` (one clone per product), state blocks (`data-shop-state`) and paging controls (`data-shop-action`); in the empty block, `data-shop-did-you-mean` around a link to what the shopper may have meant; `data-shop-query` on a heading (here, or anywhere with `data-shop-list="<list id>"`) that names the words searched for.
 * @attr {string} product-url - The pattern of `product.url` (`{slug}` and `{id}` replaced), when the site-wide one
 *   (`data-product-url`) does not fit; read from the nearest element that has it. Default `/products/{slug}`.
 * @fires shop-list-load - After a page of results is shown. Detail `{products, page, hasNext, hasPrevious}`.
 * @fires shop-analytics - `view_item_list` per page shown; `select_item` when a row's link is followed;
 *   `view_search_results` when the results of search words (`query`, `?q=` with `sync-url`) first show.
 * @fires shop-error - The list could not be read; detail `{error, operation: 'list', message}`.
 */
export class ShopProductListElement extends ShopLightElement {
  /** A category id or slug. */
  @property() accessor category = '';
  /** Search words. */
  @property() accessor query = '';
  /** `relevance` (default), `price_asc`, `price_desc`, `name_asc` or `newest`. */
  @property() accessor sort: ProductSort = 'relevance';
  /** Lowest price, in minor units of the shown currency. */
  @property({ attribute: 'min-price' }) accessor minPrice = '';
  /** Highest price, in minor units of the shown currency. */
  @property({ attribute: 'max-price' }) accessor maxPrice = '';
  /** Products per page, 1-200. */
  @property({ type: Number }) accessor limit: number = DEFAULT_LIMIT;
  /** `pages` (next/previous replace the rows) or `more` (rows are appended). */
  @property() accessor paging: 'pages' | 'more' = 'pages';
  /** Reads the query from the page URL and writes it back: `sync-url` (the query string) or `sync-url="path"`. */
  @property({
    attribute: 'sync-url',
    converter: (value) => (value === null ? false : value === 'path' ? 'path' : true),
  })
  accessor syncUrl: boolean | 'path' = false;
  /** The list's name in analytics. */
  @property({ attribute: 'list-name' }) accessor listName = '';
  /** The low-stock threshold of `availability.lowStock`. */
  @property({ attribute: 'low-stock', type: Number }) accessor lowStock = 5;
  /** `loading`, `ready`, `empty` or `error` (reflected, for CSS). */
  @property({ reflect: true }) accessor state: CatalogueState = 'loading';

  #filters: ListFilters | null = null;
  #cursor: string | null = null;
  #page = 1;
  #next: string | null = null;
  #previous: string | null = null;
  #request: AbortController | null = null;
  /** How many reads this list has started (the first may take a read the script tag started early). */
  #loads = 0;
  /** The search words whose results were last reported to analytics (`view_search_results` once per search). */
  #reportedSearch = '';
  #unwatch: (() => void) | null = null;
  readonly #rows = new ListRows({
    host: this,
    client: () => this.activeClient,
    locale: () => this.locale,
    productUrl: () => resolveProductUrlPattern(this),
    lowStock: () => this.lowStock,
  });
  readonly #onPopState = (): void => this.#readUrl(true);

  constructor() {
    super();
    this.addEventListener('click', (event) => this.#onRowClick(event));
  }

  /** The filters shown (attributes, the URL with `sync-url`, and what the merchant's controls applied). */
  get filters(): ListFilters {
    return this.#filters ?? this.#baseFilters();
  }

  /** The products shown. */
  get products(): Product[] {
    return this.#rows.products;
  }

  next(): void {
    this.page('next');
  }
  previous(): void {
    this.page('previous');
  }
  more(): void {
    this.page('more');
  }

  /** Changes the filters (the others stay) and shows their first page. */
  apply(filters: Partial<ListFilters>): void {
    this.applyFilters(filters);
  }

  /** How the page URL names the list's query. */
  get urlStyle(): ListUrlStyle {
    return this.syncUrl === 'path' ? 'path' : 'query';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasAttribute(PRERENDERED) && this.#rows.products.length === 0) this.#rows.adopt();
    showStateBlocks(this, this.state);
    this.#unwatch = watchControls(this);
    addEventListener('popstate', this.#onPopState);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unwatch?.();
    removeEventListener('popstate', this.#onPopState);
    this.#request?.abort();
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    this.#readUrl(false);
    return [client.onCurrencyChange(() => void this.#load('reprice'))];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const attributes = ['category', 'query', 'sort', 'minPrice', 'maxPrice', 'limit'] as const;
    if (this.hasUpdated && attributes.some((name) => changed.has(name))) this.#readUrl(false);
    if (changed.has('state')) showStateBlocks(this, this.state, this.#fallbackText());
  }

  #fallbackText(): string {
    return this.state === 'empty' ? textsFor(this.locale).noProducts : this.state === 'error' ? this.errorMessage : '';
  }

  #baseFilters(): ListFilters {
    const read: Record<keyof ListFilters, string> = {
      category: this.category,
      query: this.query,
      sort: this.sort,
      minPrice: this.minPrice,
      maxPrice: this.maxPrice,
    };
    return parseFilters((name) => read[name]);
  }

  #currentQuery(): ListQuery {
    const limit = clampLimit(this.limit);
    return { ...(this.#filters ?? this.#baseFilters()), limit, cursor: this.#cursor, page: this.#page };
  }

  /** Takes the query from the attributes and, with `sync-url`, the page URL; then reads it. */
  #readUrl(fromHistory: boolean): void {
    const base = this.#baseFilters();
    const style = this.syncUrl ? this.urlStyle : null;
    const start = startingQuery({ list: this, url: location, style, base, limit: clampLimit(this.limit) });
    const { limit: _limit, cursor, page, ...filters } = start;
    this.#filters = filters;
    this.#cursor = cursor;
    this.#page = page;
    // A path page whose cursor neither the prerendered page nor the history entry knows starts at page 1.
    if (style === 'path' && cursor === null && page > 1) {
      this.#page = 1;
      history.replaceState(history.state, '', listHref(location.href, this.#currentQuery(), base, 'path'));
    }
    if (this.activeClient) void this.#load(fromHistory ? 'history' : 'first');
  }

  pagingHref(action: PagingAction): string | null {
    const cursor = action === 'previous' ? this.#previous : this.#next;
    if (cursor === null || this.state !== 'ready') return null;
    const page = action === 'previous' ? Math.max(1, this.#page - 1) : this.#page + 1;
    return listHref(location.href, { ...this.#currentQuery(), cursor, page }, this.#baseFilters(), this.urlStyle);
  }

  page(action: PagingAction): void {
    const cursor = action === 'previous' ? this.#previous : this.#next;
    if (cursor === null) return;
    this.#cursor = cursor;
    this.#page = action === 'previous' ? Math.max(1, this.#page - 1) : this.#page + 1;
    const appending = action === 'more' && this.paging === 'more';
    // "More" grows the page the shopper is on; next and previous are places the back button returns to.
    if (!appending) this.#pushUrl();
    void this.#load(appending ? 'more' : 'page');
  }

  applyFilters(filters: Partial<ListFilters>): void {
    this.#filters = { ...(this.#filters ?? this.#baseFilters()), ...filters };
    this.#cursor = null;
    this.#page = 1;
    this.#pushUrl();
    void this.#load('page');
  }

  #pushUrl(): void {
    if (!this.syncUrl) return;
    const href = listHref(location.href, this.#currentQuery(), this.#baseFilters(), this.urlStyle);
    if (href === location.href) return;
    const state = historyState();
    const cursors = { ...(state[CURSORS_STATE] as object | undefined), [listStateKey(this)]: this.#cursor };
    history.pushState(this.urlStyle === 'path' ? { ...state, [CURSORS_STATE]: cursors } : history.state, '', href);
  }

  async #load(kind: 'first' | 'page' | 'more' | 'reprice' | 'history'): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    this.#request?.abort();
    const request = (this.#request = new AbortController());
    // A currency switch rereads every row shown ("more" may have appended several pages) in one request.
    const shown = this.#rows.products.length;
    const query =
      kind === 'reprice' && this.paging === 'more' && shown > 0
        ? { ...this.#currentQuery(), cursor: null, limit: Math.min(shown, 200) }
        : this.#currentQuery();
    this.setAttribute('aria-busy', 'true');
    // A plain page's answer gives its prices' format in the list's locale (the first rows are shown without making an
    // Intl.NumberFormat); a search's does not, so the number format's data loads while its answer is on its way.
    if (isSearchQuery(query)) warmMoneyFormat(this.locale);
    try {
      // The first page may already be on its way (data before code, early-reads.ts) if nothing changed meanwhile.
      const early = this.#loads++ === 0 ? takeRead<Page<Product>>(client, listReadKey(query, client.currency)) : null;
      const page = await (early ?? readListPage(client, query, request.signal, this.locale));
      if (request.signal.aborted) return;
      this.clearError();
      useAnswerMoneyFormat(this.locale, page.format);
      this.#next = page.nextCursor;
      if (kind !== 'more') this.#previous = page.previousCursor ?? null;
      await this.#rows.show(page.data, kind === 'more', request.signal, (shown) => {
        if (this.state === 'loading') yieldLoadingBlocks(this, shown);
      });
      if (request.signal.aborted) return;
      // Taken over: the rows show what the list read (the query mark stays, for the history entry it was loaded in).
      this.removeAttribute(PRERENDERED);
      this.state = this.#rows.products.length === 0 ? 'empty' : 'ready';
      this.#showDidYouMean(query, (page as { didYouMean?: string | null }).didYouMean ?? null);
      this.#nameQuery(query.query);
      this.#afterPage(page.data, kind, query.query);
    } catch (error) {
      if (request.signal.aborted) return;
      this.fail(error, 'list');
      this.state = 'error';
      showStateBlocks(this, 'error', this.errorMessage);
    } finally {
      if (!request.signal.aborted) this.removeAttribute('aria-busy');
      updateControls(this);
    }
  }

  /**
   * On an empty page of results, what the shopper may have meant: each `[data-shop-did-you-mean]` shows only when
   * there is a suggestion, and its link (or itself, when it is one) names the suggested words and leads to their
   * results.
   */
  #showDidYouMean(query: ListQuery, suggestion: string | null): void {
    const shown = this.state === 'empty' && suggestion ? suggestion : null;
    for (const element of this.querySelectorAll<HTMLElement>('[data-shop-did-you-mean]')) {
      element.hidden = shown === null;
      const link = element.matches('a') ? element : element.querySelector('a');
      if (!link || shown === null) continue;
      link.textContent = shown;
      const corrected = { ...query, query: shown, cursor: null, page: 1 };
      link.setAttribute('href', listHref(location.href, corrected, this.#baseFilters(), this.urlStyle));
    }
  }

  /**
   * The headings that name the search shown (`data-shop-query`, inside the list or naming it with `data-shop-list`):
   * "Results for “…”" in the page's language, as text; without words, their own text again.
   */
  #nameQuery(words: string): void {
    const own = [...this.querySelectorAll<HTMLElement>('[data-shop-query]')];
    const named = this.id
      ? [...document.querySelectorAll<HTMLElement>(`[data-shop-list="${CSS.escape(this.id)}"][data-shop-query]`)]
      : [];
    for (const element of [...own, ...named]) {
      if (!OWN_HEADINGS.has(element)) OWN_HEADINGS.set(element, element.textContent ?? '');
      element.textContent = words ? textsFor(this.locale).resultsFor(words) : OWN_HEADINGS.get(element)!;
    }
  }

  #afterPage(products: Product[], kind: string, words: string): void {
    this.emit('shop-list-load', {
      products: this.#rows.products,
      page: this.#page,
      hasNext: this.#next !== null,
      hasPrevious: this.#previous !== null,
    });
    if (kind === 'page' && this.paging === 'pages' && this.getBoundingClientRect().top < 0)
      this.scrollIntoView({ block: 'start' });
    if (kind !== 'reprice' && products.length > 0) this.#viewItemList(products);
    if (words !== this.#reportedSearch) {
      this.#reportedSearch = words;
      if (words) emitCommerceEvent(this, describeSearchEvent('view_search_results', words));
    }
  }

  #listName(): ListName {
    return { item_list_id: this.id || 'products', item_list_name: this.listName || this.id || 'Products' };
  }

  #viewItemList(products: Product[]): void {
    const offset = this.#rows.products.length - products.length;
    emitCommerceEvent(this, describeViewItemList(products, offset, this.#listName()));
  }

  /** A followed link in a row is `select_item` for that row's product. */
  #onRowClick(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const scope = link && this.contains(link) ? markedScope(link, this) : null;
    if (!scope?.product) return;
    emitCommerceEvent(this, describeSelectItem(scope.product, (scope.data?.position ?? 1) - 1, this.#listName()));
  }
}
