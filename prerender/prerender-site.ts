// `shopkit prerender` as a function: reads the templates and the catalogue, renders every page in memory, then writes
// them (write-site.ts). Any error before the writing leaves the output folder exactly as it was.
import { createShopkitClient, type Product, type ShopkitClient } from '../src/index.ts';
import { describeReadFailure } from './describe-read-failure.ts';
import { findTemplates, type TemplatePage } from './find-templates.ts';
import { describeHostileMarkup } from './hostile-markup.ts';
import { withPageWindow } from './page-window.ts';
import { planPages, type PagePlan } from './plan-pages.ts';
import { PrerenderError } from './prerender-error.ts';
import type { PrerenderOptions } from './prerender-options.ts';
import { readCatalogue } from './read-catalogue.ts';
import { renderPage, type RenderContext } from './render-page.ts';
import { writeSitemap } from './sitemap.ts';
import { writeSite, type WriteReport } from './write-site.ts';

export interface PrerenderReport extends WriteReport {
  /** Product pages, list pages and other filled pages written or left unchanged. */
  pages: { product: number; list: number; other: number };
  warnings: string[];
}

export interface PrerenderRun {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/** Says once per product what the sanitizer did to its texts, naming the first page it is on. */
async function hostileMarkupWarnings(firstSeen: ReadonlyMap<Product, PagePlan>): Promise<string[]> {
  return withPageWindow('<!doctype html><title>check</title>', 'https://prerender.invalid/', () =>
    [...firstSeen].flatMap(([product, plan]) =>
      describeHostileMarkup(product).map(
        (problem) =>
          `in ${plan.output} (from ${plan.template.file}): product ${product.id} ("${product.slug}") ${problem}`,
      ),
    ),
  );
}

interface Rendering {
  plans: PagePlan[];
  /** Output file -> HTML. */
  files: Map<string, string>;
  /** Each product shown, with the first page that shows it. */
  firstSeen: Map<Product, PagePlan>;
}

/** Reads the catalogue and renders every page in memory; a failed read says which API and what to check. */
async function renderAll(
  templates: TemplatePage[],
  setup: { client: ShopkitClient; options: PrerenderOptions; warn(message: string): void },
): Promise<Rendering> {
  const { client, options, warn } = setup;
  try {
    const catalogue = await readCatalogue(client);
    const plans = await planPages(templates, { catalogue, client, siteUrl: options.siteUrl, warn });
    const context: RenderContext = { catalogue, client, warn, lists: new Map() };
    const files = new Map<string, string>();
    const firstSeen = new Map<Product, PagePlan>();
    for (const plan of plans) {
      const page = await renderPage(plan, context);
      files.set(plan.output, page.html);
      for (const product of page.products) if (!firstSeen.has(product)) firstSeen.set(product, plan);
    }
    return { plans, files, firstSeen };
  } catch (error) {
    if (error instanceof PrerenderError) throw error;
    throw new PrerenderError(describeReadFailure(error, options.apiUrl), { cause: error });
  }
}

export async function prerenderSite(options: PrerenderOptions, run: PrerenderRun = {}): Promise<PrerenderReport> {
  const warnings: string[] = [];
  const warn = (message: string): void => void warnings.push(message);
  const client = createShopkitClient({
    publishableKey: options.publishableKey,
    apiUrl: options.apiUrl,
    storage: 'memory',
    consent: false,
    ...(run.fetch ? { fetch: run.fetch } : {}),
  });
  const templates = await findTemplates(options.templates);
  const { plans, files, firstSeen } = await renderAll(templates, { client, options, warn });
  warnings.push(...(await hostileMarkupWarnings(firstSeen)));
  const filled = plans.filter((plan) => !plan.copy);
  if (options.sitemap) files.set(options.sitemap, writeSitemap(filled.map((plan) => plan.url)));
  const report = await writeSite(options.out, files);
  return {
    ...report,
    pages: {
      product: filled.filter((plan) => plan.product).length,
      list: filled.filter((plan) => plan.list).length,
      other: filled.filter((plan) => !plan.product && !plan.list).length,
    },
    warnings,
  };
}
