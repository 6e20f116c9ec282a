// Where a search box leads: the results page is its form's action (the page a form without the script submits to)
// with the query in the input's name; a category follows the `category-url` pattern (`/category/{slug}/`), else the
// results page filtered by it; a product follows the site's product URL pattern.
import type { SuggestedCategory } from '../../../src/index.ts';

export interface SearchForm {
  /** The results page (absolute). */
  action: string;
  /** The query's parameter: the input's name, else `q`. */
  field: string;
}

/** A search box's input: its `input[type=search]`, else its `input[name=q]`, else its first input. */
export function findSearchInput(box: Element): HTMLInputElement | null {
  return box.querySelector<HTMLInputElement>('input[type="search"], input[name="q"]') ?? box.querySelector('input');
}

export function readSearchForm(input: HTMLInputElement, fallbackAction: string): SearchForm {
  const action = input.form?.getAttribute('action')
    ? input.form.action
    : new URL(fallbackAction, input.ownerDocument.baseURI).href;
  return { action, field: input.name || 'q' };
}

/**
 * The results page with a placeholder for the words, as schema.org's `SearchAction` names it
 * (`https://shop.example/search?q={search_term_string}`): the action's other parameters kept, the placeholder unescaped.
 */
export function searchActionTarget(form: SearchForm): string {
  const url = new URL(form.action);
  url.searchParams.delete(form.field);
  url.hash = '';
  const field = encodeURIComponent(form.field);
  return `${url.href}${url.search ? '&' : '?'}${field}={search_term_string}`;
}

/** The results page of `query`: the action with the query set (its other parameters kept). */
export function resultsUrl(form: SearchForm, query: string): string {
  const url = new URL(form.action);
  url.searchParams.set(form.field, query);
  return url.href;
}

const PLACEHOLDER = /\{(slug|id)\}/g;

/** A category's page: `pattern` with `{slug}` and `{id}` replaced, else the results page filtered by the category. */
export function categoryUrl(form: SearchForm, pattern: string, category: SuggestedCategory): string {
  if (!pattern) {
    const url = new URL(form.action);
    url.searchParams.set('category', category.slug);
    return url.href;
  }
  const path = pattern.replace(PLACEHOLDER, (_all, key: 'slug' | 'id') => encodeURIComponent(category[key]));
  return new URL(path, location.href).href;
}

/** The query the page URL holds when the page is the results page itself (to show in the box), else ''. */
export function shownQuery(form: SearchForm, page: Location): string {
  const action = new URL(form.action);
  return action.pathname === page.pathname ? (new URLSearchParams(page.search).get(form.field) ?? '') : '';
}
