// The merchant's own controls of a <shop-product-list>: paging elements inside it (`data-shop-action="next"`,
// `"previous"`, `"more"`) and filter forms and links anywhere with `data-shop-list="<list id>"`. Links get real hrefs,
// so a new tab and a page without the script still work; a plain click is handled without a page load.
import { readListLocation, type ListUrlStyle } from './list-location.ts';
import { parseFilters, URL_PARAMS, type ListFilters } from './list-query.ts';

export type PagingAction = 'next' | 'previous' | 'more';

export interface ListControlsHost extends HTMLElement {
  /** The filters the list shows now. */
  readonly filters: ListFilters;
  /** How its links name a query: in the query string, or the category in the path (`sync-url="path"`). */
  readonly urlStyle: ListUrlStyle;
  /** Whether a paging action is possible now, and the URL its link should show. */
  pagingHref(action: PagingAction): string | null;
  page(action: PagingAction): void;
  applyFilters(filters: Partial<ListFilters>): void;
}

const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The paging elements of the list (not those inside its rows' markup, which is the merchant's template). */
export function pagingElements(host: HTMLElement): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>('[data-shop-action]')];
}

const sameFilters = (a: Partial<ListFilters>, b: ListFilters): boolean =>
  (Object.keys(b) as Array<keyof ListFilters>).every((name) => (a[name] ?? null) === b[name]);

/**
 * Brings the controls in step with the list: paging elements get their href (links) or are hidden when there is
 * nowhere to go; filter links naming the filters shown get `aria-current`; filter forms show the filters shown.
 */
export function updateControls(host: ListControlsHost): void {
  for (const element of pagingElements(host)) {
    const href = host.pagingHref(element.dataset.shopAction as PagingAction);
    element.hidden = href === null;
    if (element instanceof HTMLAnchorElement && href !== null) element.href = href;
  }
  if (!host.id) return;
  const filters = host.filters;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[data-shop-list="${CSS.escape(host.id)}"][href]`))
    link.toggleAttribute('aria-current', sameFilters(filtersOfLink(link, host.urlStyle), filters));
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[data-shop-list="${CSS.escape(host.id)}"]`)) {
    for (const name of Object.keys(URL_PARAMS) as Array<keyof ListFilters>) {
      const field = form.elements.namedItem(URL_PARAMS[name]);
      const value = filters[name];
      if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement)
        field.value = value === null ? '' : String(value);
    }
  }
}

function filtersOfForm(form: HTMLFormElement): Partial<ListFilters> {
  const data = new FormData(form);
  const present = (name: keyof ListFilters) => data.has(URL_PARAMS[name]);
  const parsed = parseFilters((name) => data.get(URL_PARAMS[name]) as string | null);
  return Object.fromEntries(
    (Object.keys(parsed) as Array<keyof ListFilters>).filter(present).map((name) => [name, parsed[name]]),
  );
}

const NO_FILTERS = parseFilters(() => null);

function filtersOfLink(link: HTMLAnchorElement, style: ListUrlStyle): Partial<ListFilters> {
  // A link names the whole filter state: what it leaves out goes back to the list's own default.
  return readListLocation(new URL(link.href), NO_FILTERS, style).filters;
}

/** Listens for the list's paging clicks and its filter forms and links; returns the function that stops listening. */
export function watchControls(host: ListControlsHost): () => void {
  const forList = (target: EventTarget | null, selector: string): HTMLElement | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return element && host.id && element.dataset.shopList === host.id ? element : null;
  };
  const onClick = (event: MouseEvent): void => {
    if (!plainClick(event) || event.defaultPrevented) return;
    const action = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-shop-action]') : null;
    if (action && host.contains(action)) {
      event.preventDefault();
      return host.page(action.dataset.shopAction as PagingAction);
    }
    const link = forList(event.target, 'a[data-shop-list][href]') as HTMLAnchorElement | null;
    if (link) {
      event.preventDefault();
      host.applyFilters(filtersOfLink(link, host.urlStyle));
    }
  };
  const onForm = (event: Event): void => {
    const form = forList(event.target, 'form[data-shop-list]') as HTMLFormElement | null;
    const field = event.target;
    const choice =
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'));
    // A choice applies at once; typed text (search words, a price) waits for the form's submit.
    if (!form || (event.type === 'change' && !choice)) return;
    if (event.type === 'submit') event.preventDefault();
    host.applyFilters(filtersOfForm(form));
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onForm);
  document.addEventListener('change', onForm);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onForm);
    document.removeEventListener('change', onForm);
  };
}
