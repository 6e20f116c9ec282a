import { property } from 'lit/decorators.js';
import type { SearchSuggestions } from '../src/index.ts';
import { describeSearchEvent, emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { assignLocation, isHttpUrl, type Navigate } from './internal/base/navigate.ts';
import { ShopLightElement } from './internal/base/shop-light-element.ts';
import { createScreenReaderText } from './internal/base/visually-hidden.ts';
import { buildProductUrl, resolveProductUrlPattern } from './internal/catalogue/product-url.ts';
import { SuggestionListbox } from './internal/search/suggestion-listbox.ts';
import { describeOptions, type SuggestionKind, type SuggestionOption } from './internal/search/suggestion-options.ts';
import { SuggestionRequests } from './internal/search/suggestion-requests.ts';
import {
  categoryUrl,
  findSearchInput,
  readSearchForm,
  resultsUrl,
  shownQuery,
  type SearchForm,
} from './internal/search/search-targets.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { warmMoneyFormat } from './internal/loading/warm-money-format.ts';

let boxes = 0;

/**
 * A search box around the merchant's own `<input>` and form: while the shopper types it suggests queries, categories
 * and products in a listbox (the ARIA 1.2 combobox pattern: arrow keys move through the options, Enter follows the
 * active one, Escape closes the list and then clears the box; a click or tap follows an option), each option rendered
 * through the merchant's template for its kind. Requests wait for a pause in the typing and an answer is shown only
 * when it answers the latest request. Enter (without an active option), the form's button or "all results" go to the
 * results page, the form's action; without the script the form submits there by itself.
 *
 * @summary A predictive search box around your own input and form.
 * @slot - The merchant's `<form action="/search">` with its labelled `<input name="q">`; `<template data-shop-suggestion="product|query|category|all">` per kind of option (else the option's name as text); optionally the listbox's element, `data-shop-listbox`. Each option carries `data-shop-kind`, `data-shop-option` (its place) and, while active, `data-shop-active`, for CSS.
 * @attr {string} product-url - The pattern of a product's URL (`{slug}`, `{id}`), when the site-wide one does not fit.
 * @fires shop-search-suggest - Suggestions were shown; detail `{query, suggestions}`.
 * @fires shop-search-submit - Before going to the results page; cancelable. Detail `{query, url}`.
 * @fires shop-search-select - Before following a suggested product or category; cancelable. Detail `{kind, url, id}`.
 * @fires shop-analytics - `search` when the shopper goes to the results of a query.
 * @fires shop-error - Suggestions could not be read, or there is no input; detail `{error, operation, message}`.
 */
export class ShopSearchElement extends ShopLightElement {
  /** Letters typed before suggestions are asked for. */
  @property({ attribute: 'min-length', type: Number }) accessor minLength = 2;
  /** Milliseconds of quiet typing before a request. */
  @property({ type: Number }) accessor debounce = 150;
  /** Products suggested, 1-10. */
  @property({ type: Number }) accessor limit = 5;
  /** The pattern of a category's page (`/category/{slug}/`); default: the results page filtered by the category. */
  @property({ attribute: 'category-url' }) accessor categoryUrl = '';
  /** The results page when the input is in no form with an action. */
  @property() accessor action = '/search';
  /** Reflected while the suggestions show. */
  @property({ type: Boolean, reflect: true }) accessor open = false;
  /** How the element navigates; replaceable for tests or single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;

  #input: HTMLInputElement | null = null;
  #listbox: SuggestionListbox | null = null;
  #status: HTMLElement | null = null;
  #listening: AbortController | null = null;
  readonly #id = `shop-search-${++boxes}`;
  readonly #requests = new SuggestionRequests({
    debounceMs: () => this.debounce,
    read: (query, signal) => this.#read(query, signal),
    show: (query, answer) => this.#show(query, answer),
    fail: (error) => this.fail(error, 'suggest'),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.#attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listening?.abort();
    this.#requests.cancel();
  }

  get #form(): SearchForm {
    return readSearchForm(this.#input!, this.action);
  }

  #read(query: string, signal: AbortSignal): Promise<SearchSuggestions> {
    const client = this.activeClient;
    if (!client) return Promise.reject(new Error('<shop-search>: no Shopkit client is configured'));
    const limit = Math.min(Math.max(Math.trunc(this.limit) || 5, 1), 10);
    // The suggested prices are formatted once the answer is in: the number format's data loads while it is on its way.
    this.#warm();
    return client.products.suggest({ query, limit }, { signal });
  }

  #attach(): void {
    const input = findSearchInput(this);
    if (!input) {
      // Defined before the parser reached its children (a script in the head): look again once they are parsed.
      if (document.readyState === 'loading')
        return void document.addEventListener('DOMContentLoaded', () => this.isConnected && this.#attach(), {
          once: true,
        });
      return this.fail(new Error('<shop-search> needs an <input> inside'), 'configure');
    }
    this.#input = input;
    const element = this.querySelector<HTMLElement>('[data-shop-listbox]') ?? this.#ownListbox();
    element.id ||= `${this.#id}-listbox`;
    element.setAttribute('role', 'listbox');
    if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
      element.setAttribute('aria-label', textsFor(this.locale).suggestions);
    element.hidden = true;
    this.#listbox = new SuggestionListbox(element, () => this.#templates(), `${this.#id}-option`);
    this.#status ??= this.appendChild(createScreenReaderText('span'));
    this.#status.setAttribute('role', 'status');
    const combobox = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', autocomplete: 'off' };
    for (const [name, value] of Object.entries(combobox)) input.setAttribute(name, value);
    input.setAttribute('aria-controls', element.id);
    // On the results page the box shows its words, unless the shopper is already typing in it.
    if (!input.value && document.activeElement !== input) input.value = shownQuery(this.#form, location);
    this.#listen(input, element);
    // Defined while the shopper was already in the box (the script tag loads this element when the box is reached
    // for): what was typed meanwhile is asked about now.
    if (document.activeElement === input) {
      this.#onFocus();
      if (input.value !== shownQuery(this.#form, location)) this.#onInput();
    }
  }

  #ownListbox(): HTMLElement {
    const element = document.createElement('div');
    element.setAttribute('data-shop-listbox', '');
    this.append(element);
    return element;
  }

  #templates(): Map<SuggestionKind, HTMLTemplateElement> {
    const found = this.querySelectorAll<HTMLTemplateElement>('template[data-shop-suggestion]');
    return new Map([...found].map((template) => [template.dataset.shopSuggestion as SuggestionKind, template]));
  }

  #listen(input: HTMLInputElement, listbox: HTMLElement): void {
    this.#listening?.abort();
    this.#listening = new AbortController();
    const options = { signal: this.#listening.signal };
    input.addEventListener('input', () => this.#onInput(), options);
    input.addEventListener('keydown', (event) => this.#onKey(event), options);
    input.addEventListener('focus', () => this.#onFocus(), options);
    input.form?.addEventListener('submit', (event) => this.#onSubmit(event), options);
    this.addEventListener('focusout', (event) => this.#onFocusOut(event), options);
    // The input keeps the focus while an option is pressed; the click then follows it.
    listbox.addEventListener('pointerdown', (event) => event.preventDefault(), options);
    listbox.addEventListener('mousedown', (event) => event.preventDefault(), options);
    listbox.addEventListener('click', (event) => this.#onOptionClick(event), options);
    listbox.addEventListener('pointermove', (event) => this.#onPointerMove(event), options);
  }

  /**
   * The first answer's options are the first clones of the merchant's templates and carry the first prices of the
   * page, formatted by a number format whose data the engine loads on first use (tens of milliseconds on a phone).
   * Both are readied while the shopper starts typing, off the path from that answer to its options on screen.
   */
  #warm(): void {
    const client = this.activeClient;
    warmMoneyFormat(this.locale, client?.currency ?? client?.defaultCurrency);
    this.#listbox!.warm();
  }

  #onFocus(): void {
    this.#warm();
    this.#setOpen(this.#listbox!.size > 0 && this.#typed() !== '');
  }

  /** What is typed, when it is long enough to ask about; '' otherwise. */
  #typed(): string {
    const text = this.#input?.value.trim() ?? '';
    return [...text].length >= Math.max(1, this.minLength) ? text : '';
  }

  #onInput(): void {
    const query = this.#typed();
    if (query) return this.#requests.ask(query);
    this.#requests.cancel();
    this.#listbox!.show([]);
    this.#setOpen(false);
  }

  #show(query: string, answer: SearchSuggestions): void {
    const listbox = this.#listbox!;
    if (this.error) this.clearError();
    const texts = textsFor(this.locale);
    const form = this.#form;
    const pattern = resolveProductUrlPattern(this);
    listbox.show(
      describeOptions(query, answer, {
        locale: this.locale,
        resultsUrl: (text) => resultsUrl(form, text),
        categoryUrl: (category) => categoryUrl(form, this.categoryUrl, category),
        productUrl: (product) => new URL(buildProductUrl(pattern, product), location.href).href,
        allResults: texts.allResults,
        didYouMean: texts.didYouMean,
      }),
    );
    this.#setOpen(listbox.size > 0 && document.activeElement === this.#input);
    this.#status!.textContent = texts.suggestionCount(listbox.size);
    this.emit('shop-search-suggest', { query, suggestions: answer });
  }

  #setOpen(open: boolean): void {
    const listbox = this.#listbox!;
    this.open = open;
    listbox.element.hidden = !open;
    this.#input!.setAttribute('aria-expanded', String(open));
    if (!open) this.#setActive(-1);
  }

  #setActive(index: number): void {
    this.#listbox!.setActive(index);
    const id = this.#listbox!.activeId;
    if (id) this.#input!.setAttribute('aria-activedescendant', id);
    else this.#input!.removeAttribute('aria-activedescendant');
  }

  #onKey(event: KeyboardEvent): void {
    const listbox = this.#listbox!;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!this.open) {
        if (listbox.size === 0) return void (this.#typed() && this.#requests.ask(this.#typed(), true));
        this.#setOpen(true);
        if (event.altKey) return;
      }
      listbox.move(event.key === 'ArrowDown' ? 1 : -1);
      this.#setActive(listbox.activeIndex);
    } else if (event.key === 'Enter' && this.open && listbox.active) {
      event.preventDefault();
      this.#activate(listbox.active);
    } else if (event.key === 'Escape') {
      if (this.open) this.#setOpen(false);
      else if (this.#input!.value) {
        this.#input!.value = '';
        this.#onInput();
      } else return;
      event.preventDefault();
    } else if (event.key === 'Tab') this.#setOpen(false);
  }

  #onOptionClick(event: MouseEvent): void {
    const option = this.#listbox!.optionAt(this.#listbox!.indexOf(event.target));
    if (!option) return;
    event.preventDefault();
    this.#activate(option);
  }

  #onPointerMove(event: PointerEvent): void {
    const index = this.#listbox!.indexOf(event.target);
    if (index >= 0 && index !== this.#listbox!.activeIndex) this.#setActive(index);
  }

  #onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !this.contains(next)) this.#setOpen(false);
  }

  #onSubmit(event: SubmitEvent): void {
    const query = this.#input!.value.trim();
    this.#requests.cancel();
    this.#setOpen(false);
    if (query) emitCommerceEvent(this, describeSearchEvent('search', query));
    if (!this.emit('shop-search-submit', { query, url: resultsUrl(this.#form, query) }, true)) event.preventDefault();
  }

  #activate(option: SuggestionOption): void {
    this.#requests.cancel();
    if (option.kind === 'query' || option.kind === 'all') {
      const query = (option.scope.query as { text: string }).text;
      this.#input!.value = query;
      emitCommerceEvent(this, describeSearchEvent('search', query));
      if (this.emit('shop-search-submit', { query, url: option.url }, true)) this.#go(option.url);
      return;
    }
    const id = ((option.scope.product ?? option.scope.category) as { id: string }).id;
    if (this.emit('shop-search-select', { kind: option.kind, url: option.url, id }, true)) this.#go(option.url);
  }

  #go(url: string): void {
    this.#setOpen(false);
    if (isHttpUrl(url)) void this.navigate(url);
  }
}
