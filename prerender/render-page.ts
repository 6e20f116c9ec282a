// One page of the plan as HTML: its template parsed as the page at its URL, every catalogue element filled (the
// page's product, its list's page, products named by id or slug, other lists' first pages), the list page's head,
// and the page serialized again.
import type { Page, Product, ShopkitClient } from '../src/index.ts';
import { listBaseFilters, readListPage, type ListQuery } from '../components/internal/catalogue/list/list-query.ts';
import { writeQueryMark } from '../components/internal/catalogue/list/query-mark.ts';
import { DEFAULT_LIMIT } from '../components/internal/catalogue/list/list-query.ts';
import { fillList, fillProduct } from './fill-owners.ts';
import { writeListHead } from './list-seo.ts';
import { withPageWindow } from './page-window.ts';
import type { PagePlan } from './plan-pages.ts';
import type { Catalogue } from './read-catalogue.ts';

export interface RenderContext {
  catalogue: Catalogue;
  client: ShopkitClient;
  warn(message: string): void;
  /** List pages already read, by query (lists other than a list template's, read once for every page). */
  lists: Map<string, Promise<Page<Product>>>;
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

function namedProduct(element: Element, catalogue: Catalogue): Product | null | undefined {
  const id = element.getAttribute('product-id');
  const slug = element.getAttribute('slug');
  if (!id && !slug) return undefined;
  return catalogue.products.find((product) => (id ? product.id === id : product.slug === slug)) ?? null;
}

async function fillPage(document: Document, plan: PagePlan, context: RenderContext): Promise<Product[]> {
  const file = plan.template.file;
  const shown: Product[] = [];
  for (const element of document.querySelectorAll('shop-product')) {
    const named = namedProduct(element, context.catalogue);
    const product = named === undefined ? plan.product : named;
    if (named === null)
      context.warn(`in ${file}: <shop-product> names a product the catalogue does not have; it is left to the browser`);
    if (!product) continue;
    await fillProduct(element, product, { file });
    shown.push(product);
  }
  for (const element of document.querySelectorAll('shop-product-list')) {
    const own = plan.list && element.getAttribute('sync-url') === 'path' ? plan.list : null;
    const query = own?.query ?? firstQuery(element);
    const page = own?.page ?? (await readOnce(context, query));
    await fillList(element, { page, query, currency: context.catalogue.shop.baseCurrency }, { file });
    shown.push(...page.data);
  }
  if (plan.list) writeListHead(document, { url: plan.url, category: plan.list.category, page: plan.list.query.page });
  return shown;
}

export interface RenderedPage {
  html: string;
  /** The products the page shows. */
  products: Product[];
}

export async function renderPage(plan: PagePlan, context: RenderContext): Promise<RenderedPage> {
  if (plan.copy) return { html: plan.template.html, products: [] };
  return withPageWindow(plan.template.html, plan.url, async ({ document, serialize }) => {
    const products = await fillPage(document, plan, context);
    return { html: serialize(), products };
  });
}
