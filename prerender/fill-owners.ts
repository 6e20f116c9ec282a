// The catalogue owners of a page filled with their data, as <shop-product> and <shop-product-list> fill themselves in
// the browser (the same product scope, clone filling, state blocks, controls and SEO writer), and marked with what
// they were filled from: the currency (always the shop's base currency), the product, the list's query.
import type { Page, Product } from '../src/index.ts';
import {
  createProductSeo,
  listBaseFilters,
  listHref,
  PRERENDERED,
  PRERENDERED_QUERY,
  ProductScope,
  resolveProductUrlPattern,
  showStateBlocks,
  textsFor,
  updateControls,
  writeQueryMark,
  type ListControlsHost,
  type ListQuery,
  type ListUrlStyle,
} from '../components/prerender-seam.ts';
import { writeTwitterCard } from './twitter-card.ts';
import { insertFilledClone } from './fill-clone.ts';
import { pageLocale } from './page-locale.ts';
import { PrerenderError } from './prerender-error.ts';

export interface OwnerContext {
  /** The template file, for messages. */
  file: string;
}

function templateOf(owner: Element, context: OwnerContext): HTMLTemplateElement {
  const template = owner.querySelector<HTMLTemplateElement>(':scope > template');
  if (!template)
    throw new PrerenderError(`<${owner.localName}> has no <template> child to fill, so nothing can be prerendered`, {
      file: context.file,
    });
  return template;
}

function scopeFor(owner: Element, root: Element, position?: number): ProductScope {
  const lowStock = owner.getAttribute('low-stock');
  return new ProductScope({
    root,
    client: () => null,
    locale: () => pageLocale(owner),
    productUrl: resolveProductUrlPattern(owner),
    lowStock: lowStock === null ? 5 : Number(lowStock),
    ...(position === undefined ? {} : { position }),
  });
}

/** Whether <shop-product> writes the page's SEO tags (its `seo` attribute, `auto` for a product from the URL). */
export function writesSeo(element: Element): boolean {
  const seo = element.getAttribute('seo') ?? 'auto';
  const fromUrl = !element.getAttribute('product-id') && !element.getAttribute('slug');
  return seo === 'on' || (seo === 'auto' && fromUrl && !!element.getAttribute('url-pattern'));
}

export async function fillProduct(element: Element, product: Product, context: OwnerContext): Promise<void> {
  const template = templateOf(element, context);
  const scope = scopeFor(element, element);
  scope.setProduct(product, element.getAttribute('variant-id') || null);
  await insertFilledClone(template, scope.data!, template);
  element.setAttribute('state', 'ready');
  element.setAttribute(PRERENDERED, product.currency);
  showStateBlocks(element, 'ready');
  if (!writesSeo(element)) return;
  createProductSeo({ variantParam: element.getAttribute('variant-param') ?? '' }).update(scope.data);
  writeTwitterCard(element.ownerDocument.head);
}

export function listUrlStyle(element: Element): ListUrlStyle {
  return element.getAttribute('sync-url') === 'path' ? 'path' : 'query';
}

export interface ListFill {
  page: Page<Product>;
  query: ListQuery;
  /** The currency the page was read in (the shop's base currency). */
  currency: string;
}

/** The list's paging links and filter controls, set by the elements' own code (list-controls.ts). */
function updateListControls(element: Element, fill: ListFill): void {
  const base = listBaseFilters(element);
  const style = listUrlStyle(element);
  const { category, query, sort, minPrice, maxPrice } = fill.query;
  const host = Object.assign(element, {
    filters: { category, query, sort, minPrice, maxPrice },
    urlStyle: style,
    pagingHref: (action: 'next' | 'previous' | 'more'): string | null => {
      const cursor = action === 'previous' ? fill.page.previousCursor : fill.page.nextCursor;
      if (cursor === null || cursor === undefined || fill.page.data.length === 0) return null;
      const page = action === 'previous' ? Math.max(1, fill.query.page - 1) : fill.query.page + 1;
      return listHref(element.ownerDocument.location.href, { ...fill.query, cursor, page }, base, style);
    },
  }) as unknown as ListControlsHost;
  updateControls(host);
}

export async function fillList(element: Element, fill: ListFill, context: OwnerContext): Promise<void> {
  const template = templateOf(element, context);
  let anchor: ChildNode = template;
  for (const [index, product] of fill.page.data.entries()) {
    const scope = scopeFor(element, element, index + 1);
    scope.setProduct(product);
    const nodes = await insertFilledClone(template, scope.data!, anchor);
    anchor = nodes.at(-1) ?? anchor;
  }
  const state = fill.page.data.length === 0 ? 'empty' : 'ready';
  element.setAttribute('state', state);
  element.setAttribute(PRERENDERED, fill.currency);
  element.setAttribute(PRERENDERED_QUERY, writeQueryMark(fill.query));
  showStateBlocks(element, state, state === 'empty' ? textsFor(pageLocale(element)).noProducts : '');
  updateListControls(element, fill);
}
