// Which pages the templates make from the catalogue, one at a time as the catalogue is read (nothing is planned ahead,
// so a plan holds one page's data): a product template one page per product (at the path its `url-pattern` gives), a
// list template one page per category and page (list-paths.ts, read with the list's own query exactly as the element
// reads it), any other template one page as it is. The product template itself is kept as it is too: a static host
// rewrites the URLs of products added after the build to it. A product or category whose slug cannot be a file name
// is left out and named (warn); the others are still planned.
import type { Category, Page, Product, ShopkitClient } from '../src/index.ts';
import {
  buildProductUrl,
  DEFAULT_LIMIT,
  listBaseFilters,
  listPath,
  parseListPath,
  readListPage,
  type ListQuery,
} from '../components/prerender-seam.ts';
import { readProductPages, type ShopBasics } from './read-catalogue.ts';
import type { TemplatePage } from './find-templates.ts';
import { loadJsdom } from './load-jsdom.ts';
import { PrerenderError } from './prerender-error.ts';
import { fileOfUrlPath, urlPathOfFile } from './site-paths.ts';

export interface ListPagePlan {
  query: ListQuery;
  page: Page<Product>;
  category: Category | null;
}

export interface PagePlan {
  template: TemplatePage;
  /** The file in the output folder (relative). */
  output: string;
  /** The page's public URL. */
  url: string;
  /** The product a product template's page shows. */
  product: Product | null;
  /** The page of a list template's list. */
  list: ListPagePlan | null;
  /** Written as the template is (the product template itself). */
  copy: boolean;
}

export interface PlanContext {
  basics: ShopBasics;
  client: ShopkitClient;
  /** --site-url, ending in `/`. */
  siteUrl: string;
  warn(message: string): void;
}

const MAX_LIST_PAGES = 1000;

/** Refuses a `url-pattern` that cannot name one file per product. */
export function checkUrlPattern(pattern: string, file: string): void {
  if (!pattern.startsWith('/') || /[?#]/.test(pattern))
    throw new PrerenderError(
      `url-pattern ${JSON.stringify(pattern)} is not a path such as "/products/{slug}": a page per product needs ` +
        'the slug or the id in the path',
      { file },
    );
  const placeholders = pattern.match(/\{[^}]*\}/g) ?? [];
  if (placeholders.length === 0 || placeholders.some((p) => p !== '{slug}' && p !== '{id}'))
    throw new PrerenderError(
      `url-pattern ${JSON.stringify(pattern)} has ${placeholders.length === 0 ? 'no placeholder' : `the unknown placeholder ${placeholders.find((p) => p !== '{slug}' && p !== '{id}')}`}: use {slug} or {id}`,
      { file },
    );
}

/**
 * A product page is written as `<path>/index.html`, which static hosts serve at `<path>/` (redirecting `<path>`
 * there): a pattern without the slash would give the page a canonical URL, links and a sitemap entry the host
 * answers with a redirect.
 */
function describeSlashlessPattern(pattern: string, file: string): string | null {
  if (pattern.endsWith('/') || pattern.endsWith('.html')) return null;
  const example = pattern.replace(/\{(slug|id)\}/g, '<$1>');
  return (
    `in ${file}: url-pattern ${JSON.stringify(pattern)} writes each product as ${example.slice(1)}/index.html, which ` +
    `static hosts serve at ${example}/: end url-pattern and data-product-url with a slash ` +
    `(${JSON.stringify(`${pattern}/`)}) so links, canonical URLs and the sitemap name the page as served`
  );
}

async function* productPages(template: TemplatePage, context: PlanContext, sitePath: string): AsyncGenerator<PagePlan> {
  const pattern = template.urlPattern!;
  checkUrlPattern(pattern, template.file);
  const slashless = describeSlashlessPattern(pattern, template.file);
  if (slashless) context.warn(slashless);
  for await (const products of readProductPages(context.client)) {
    for (const product of products) {
      const urlPath = buildProductUrl(pattern, product);
      const output = leftOutUnless(context, () => fileOfUrlPath(sitePath, urlPath, { file: template.file, product }));
      if (output === null) continue;
      yield { template, output, url: new URL(urlPath, context.siteUrl).href, product, list: null, copy: false };
    }
  }
  const output = fileOfUrlPath(sitePath, urlPathOfFile(sitePath, template.file), { file: template.file });
  yield { template, output, url: context.siteUrl, product: null, list: null, copy: true };
}

/** `output()`, or null when it names a page that cannot be a file: that page is left out, and the warning says why. */
function leftOutUnless(context: PlanContext, output: () => string): string | null {
  try {
    return output();
  } catch (error) {
    if (!(error instanceof PrerenderError)) throw error;
    context.warn(`${error.message}; its page is left out`);
    return null;
  }
}

async function* listPages(template: TemplatePage, context: PlanContext, sitePath: string): AsyncGenerator<PagePlan> {
  const JSDOM = await loadJsdom();
  const element = new JSDOM(template.html).window.document.querySelector('shop-product-list[sync-url="path"]')!;
  const base = listBaseFilters(element);
  const limit = Number(element.getAttribute('limit') ?? DEFAULT_LIMIT);
  const listBase = parseListPath(urlPathOfFile(sitePath, template.file)).base;
  const categories: Array<Category | null> = base.category ? [null] : [null, ...context.basics.categories];
  for (const category of categories) {
    const pathOf = (page: number) => listPath({ base: listBase, category: category?.slug ?? '', page });
    const where = { file: template.file };
    // A category whose slug cannot be a folder name is left out, with all its pages, before any of them is read.
    if (leftOutUnless(context, () => fileOfUrlPath(sitePath, pathOf(1), where)) === null) continue;
    let query: ListQuery = {
      ...base,
      category: category?.slug ?? base.category,
      limit: Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 200) : DEFAULT_LIMIT,
      cursor: null,
      page: 1,
    };
    for (; query.page <= MAX_LIST_PAGES;) {
      const page = await readListPage(context.client, query, new AbortController().signal);
      const output = fileOfUrlPath(sitePath, pathOf(query.page), where);
      const url = new URL(pathOf(query.page), context.siteUrl).href;
      yield { template, output, url, product: null, list: { query, page, category }, copy: false };
      if (!page.nextCursor) break;
      query = { ...query, cursor: page.nextCursor, page: query.page + 1 };
    }
  }
}

/** Every page the templates make, in template order, planned as the catalogue is read. */
export async function* planPages(templates: readonly TemplatePage[], context: PlanContext): AsyncGenerator<PagePlan> {
  const sitePath = new URL(context.siteUrl).pathname;
  for (const template of templates) {
    if (template.kind === 'product') yield* productPages(template, context, sitePath);
    else if (template.kind === 'list') yield* listPages(template, context, sitePath);
    else {
      const urlPath = urlPathOfFile(sitePath, template.file);
      const output = fileOfUrlPath(sitePath, urlPath, { file: template.file });
      yield { template, output, url: new URL(urlPath, context.siteUrl).href, product: null, list: null, copy: false };
    }
  }
}
