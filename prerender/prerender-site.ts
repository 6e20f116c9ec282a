// `shopkit prerender` as a function: reads the templates, then the catalogue a page of the API at a time, rendering
// each page as soon as its data is read and writing it to a temporary folder at once (write-site.ts), so memory does
// not grow with the catalogue; when every page is there, the changed files are moved into the output folder. Any
// error before that leaves the output folder exactly as it was. A page whose path cannot be a file is left out and
// named, and the rest is written. Long runs say how far they are (`onProgress`).
import { createShopkitClient, type ShopkitClient } from '../src/index.ts';
import { describeReadFailure } from './describe-read-failure.ts';
import { findTemplates, type TemplatePage } from './find-templates.ts';
import { createPageWindows } from './page-window.ts';
import { planPages, type PagePlan } from './plan-pages.ts';
import { PrerenderError } from './prerender-error.ts';
import type { PrerenderOptions } from './prerender-options.ts';
import { readShopBasics } from './read-catalogue.ts';
import { renderPage, type RenderContext } from './render-page.ts';
import { writeSitemap } from './sitemap.ts';
import { createSiteWriter, type SiteWriter, type WriteReport } from './write-site.ts';

export interface PageCounts {
  product: number;
  list: number;
  other: number;
}

export interface PrerenderReport extends WriteReport {
  /** Product pages, list pages and other filled pages written or left unchanged. */
  pages: PageCounts;
  warnings: string[];
}

export interface PrerenderProgress {
  /** The pages rendered so far. */
  pages: PageCounts;
  elapsedMs: number;
}

export interface PrerenderRun {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Told how far the run is, at most once per `progressEveryMs` (default 10 s) while pages are rendered. */
  onProgress?: (progress: PrerenderProgress) => void;
  progressEveryMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** `step()`, with a failure that is not the command's own said as a failed catalogue read. */
async function reading<T>(apiUrl: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PrerenderError) throw error;
    throw new PrerenderError(describeReadFailure(error, apiUrl), { cause: error });
  }
}

/** Calls `report` at most once per `everyMs`. */
function createProgress(run: PrerenderRun, counts: PageCounts): () => void {
  const now = run.now ?? Date.now;
  const started = now();
  const everyMs = run.progressEveryMs ?? 10_000;
  let last = started;
  return () => {
    if (!run.onProgress || now() - last < everyMs) return;
    last = now();
    run.onProgress({ pages: { ...counts }, elapsedMs: last - started });
  };
}

const kindOf = (plan: PagePlan): keyof PageCounts => (plan.product ? 'product' : plan.list ? 'list' : 'other');

interface SiteRun {
  templates: TemplatePage[];
  client: ShopkitClient;
  options: PrerenderOptions;
  writer: SiteWriter;
  warn(message: string): void;
}

/** Renders and writes every page; answers the count of each kind and the URLs of the filled ones. */
async function renderSite(run: SiteRun, progress: PrerenderRun): Promise<{ counts: PageCounts; urls: string[] }> {
  const { client, options, writer, warn } = run;
  // Page URLs resolve against the site's folder, so a site served under a path keeps it: `…/store` is `…/store/`.
  const siteUrl = new URL(options.siteUrl).href.replace(/\/?$/, '/');
  const basics = await reading(options.apiUrl, () => readShopBasics(client));
  const windows = createPageWindows();
  const context: RenderContext = {
    basics,
    siteUrl,
    client,
    windows,
    warn,
    lists: new Map(),
    named: new Map(),
    checked: new Set(),
  };
  const counts: PageCounts = { product: 0, list: 0, other: 0 };
  const urls: string[] = [];
  const tick = createProgress(progress, counts);
  const plans = planPages(run.templates, { basics, client, siteUrl, warn });
  try {
    for (let next = await reading(options.apiUrl, () => plans.next()); !next.done;) {
      const plan = next.value;
      const html = await reading(options.apiUrl, () => renderPage(plan, context));
      if ((await writeOrLeaveOut(writer, plan, html, warn)) && !plan.copy) {
        if (!plan.template.noindex) urls.push(plan.url);
        counts[kindOf(plan)] += 1;
      }
      tick();
      next = await reading(options.apiUrl, () => plans.next());
    }
  } finally {
    windows.close();
  }
  return { counts, urls };
}

/** Writes the page; a page the file system cannot name is left out and named (false). */
async function writeOrLeaveOut(writer: SiteWriter, plan: PagePlan, html: string, warn: (m: string) => void) {
  const refused = await writer.add(plan.output, html, plan.template.file);
  if (refused === null) return true;
  const what = plan.product ? `product ${plan.product.id} ("${plan.product.slug}")` : `a page of ${plan.template.file}`;
  warn(`${plan.output}, the page of ${what}, cannot be written: ${refused}; its page is left out`);
  return false;
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
  const writer = await createSiteWriter(options.out);
  try {
    const { counts, urls } = await renderSite({ templates, client, options, writer, warn }, run);
    if (options.sitemap) await writer.add(options.sitemap, writeSitemap(urls), '--sitemap');
    return { ...(await writer.finish()), pages: counts, warnings };
  } catch (error) {
    await writer.discard();
    throw error;
  }
}
