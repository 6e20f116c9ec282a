// One page of the plan as HTML: its template as the page at its URL (page-window.ts), every catalogue element filled
// (the page's product, its list's page, products named by id or slug, other lists' first pages; a list that reads the
// URL's query string is left to the browser), the list page's head, the home page's search JSON-LD, and the page
// serialized again. What the sanitizer does to a product's texts is said once per product, naming the
// first page that shows it. Products named by id or slug and other lists are read once per run.
import type { Page, Product, ShopkitClient } from '../src/index.ts';
import {
  DEFAULT_LIMIT,
  listBaseFilters,
  readListPage,
  writeQueryMark,
  type ListQuery,
} from '../components/prerender-seam.ts';
import { fillList, fillProduct } from './fill-owners.ts';
import { writeListHead } from './list-seo.ts';
import { writeSiteSearchHead } from './site-search-head.ts';
import { describeHostileMarkup } from './hostile-markup.ts';
import type { PageWindows } from './page-window.ts';
import type { PagePlan } from './plan-pages.ts';
import type { ShopBasics } from './read-catalogue.ts';

export interface RenderContext {
  basics: ShopBasics;
  /** The site's root URL (ending in `/`): the home page's. */
  siteUrl: string;
  client: ShopkitClient;
  windows: PageWindows;
  warn(message: string): void;
  /** List pages already read, by query (lists other than a list template's, read once for every page). */
  lists: Map<string, Promise<Page<Product>>>;
  /** Products a template names by id or slug (`id:…`, `slug:…`), read once. */
  named: Map<string, Promise<Product | null>>;
  /** The ids of the products whose texts were checked for markup. */
  checked: Set<string>;
}

function firstQuery(element: Element): ListQuery {
  const limit = Number(element.getAttribute('limit') ?? DEFAULT_LIMIT);
  return {
    ...listBaseFilters(element),
    limit: Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 200) : DEFAULT_LIMIT,
    cursor: null,
    page: 1,
  };
}

function readOnce(context: RenderContext, query: ListQuery): Promise<Page<Product>> {
  const key = writeQueryMark(query);
  let read = context.lists.get(key);
  if (!read) context.lists.set(key, (read = readListPage(context.client, query, new AbortController().signal)));
  return read;
}

/** The product an element names by id or slug (null: the catalogue has none), or undefined when it names none. */
async function namedProduct(element: Element, context: RenderContext): Promise<Product | null | undefined> {
  const id = element.getAttribute('product-id');
  const slug = element.getAttribute('slug');
  if (!id && !slug) return undefined;
  const key = id ? `id:${id}` : `slug:${slug}`;
  let read = context.named.get(key);
  if (!read)
    context.named.set(key, (read = id ? context.client.products.get(id) : context.client.products.getBySlug(slug!)));
  return read;
}

const readsQueryString = (list: Element): boolean =>
  list.hasAttribute('sync-url') && list.getAttribute('sync-url') !== 'path';

async function fillPage(document: Document, plan: PagePlan, context: RenderContext): Promise<Product[]> {
  const file = plan.template.file;
  const shown: Product[] = [];
  for (const element of document.querySelectorAll('shop-product')) {
    const named = await namedProduct(element, context);
    const product = named === undefined ? plan.product : named;
    if (named === null)
      context.warn(`in ${file}: <shop-product> names a product the catalogue does not have; it is left to the browser`);
    if (!product) continue;
    await fillProduct(element, product, { file });
    shown.push(product);
  }
  for (const element of document.querySelectorAll('shop-product-list')) {
    // Its words, filters and page come from the URL's query string (a search results page), which a file cannot know:
    // its rows are left to the browser, which fills them from `?q=`.
    if (readsQueryString(element)) continue;
    const own = plan.list && element.getAttribute('sync-url') === 'path' ? plan.list : null;
    const query = own?.query ?? firstQuery(element);
    const page = own?.page ?? (await readOnce(context, query));
    await fillList(element, { page, query, currency: context.basics.shop.baseCurrency }, { file });
    shown.push(...page.data);
  }
  if (plan.list) writeListHead(document, { url: plan.url, category: plan.list.category, page: plan.list.query.page });
  if (plan.url === context.siteUrl) writeSiteSearchHead(document, context.siteUrl, context.basics.shop.name);
  return shown;
}

/** Says what the sanitizer did to the texts of each product the page shows for the first time. */
function checkMarkup(plan: PagePlan, products: readonly Product[], context: RenderContext): void {
  for (const product of products) {
    if (context.checked.has(product.id)) continue;
    context.checked.add(product.id);
    for (const problem of describeHostileMarkup(product))
      context.warn(
        `in ${plan.output} (from ${plan.template.file}): product ${product.id} ("${product.slug}") ${problem}`,
      );
  }
}

/** The page's HTML. */
export async function renderPage(plan: PagePlan, context: RenderContext): Promise<string> {
  if (plan.copy) return plan.template.html;
  return context.windows.fill(plan.template.html, plan.url, async ({ document, serialize }) => {
    checkMarkup(plan, await fillPage(document, plan, context), context);
    return serialize();
  });
}
