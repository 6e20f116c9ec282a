// What the prerender tests share: the local platform on free ports, a small site of templates written into a temporary
// folder, and the command run in-process with its output captured.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { runCli } from '../../prerender/cli.ts';

export const SITE_URL = 'https://shop.example/';

export function startTestPlatform(): Promise<RunningPlatform> {
  return startPlatform({ ports: { api: 0, checkout: 0, cdn: 0, admin: 0 }, localDevelopment: true });
}

const HEAD = `<meta charset="utf-8" /><title>Test Shop</title>
<script src="/shopkit.js" defer data-publishable-key="shop_pk_demo_demo0publishable0key" data-locale="en-GB"
  data-product-url="/products/{slug}/"></script>`;

/** A product template (one page per product). */
export const PRODUCT_PAGE = `<!doctype html><html lang="en"><head>${HEAD}</head><body>
<shop-product url-pattern="/products/{slug}/" variant-param="variant">
  <template>
    <article class="product">
      <h1 data-shop-text="product.name"></h1>
      <shop-product-image loading="eager"></shop-product-image>
      <p class="price"><shop-price></shop-price></p>
      <div class="description" data-shop-html="product.description"></div>
    </article>
  </template>
  <p data-shop-state="loading">Loading</p>
  <p data-shop-state="not-found" hidden>Not found</p>
</shop-product>
</body></html>`;

/** A list template: five to a page, its category and page in the path. */
export const LIST_PAGE = `<!doctype html><html lang="en"><head>${HEAD}</head><body>
<nav><a data-shop-list="grid" href="/">All</a> <a data-shop-list="grid" href="/category/lighting/">Lighting</a></nav>
<shop-product-list id="grid" limit="5" sync-url="path">
  <template>
    <article class="card"><a data-shop-attr="href:product.url" data-shop-text="product.name"></a><shop-price></shop-price></article>
  </template>
  <p data-shop-state="loading">Loading</p>
  <nav class="paging">
    <a data-shop-action="previous" hidden>Previous</a>
    <a data-shop-action="next" hidden>Next</a>
  </nav>
</shop-product-list>
</body></html>`;

export async function makeTemplates(
  files: Record<string, string>,
): Promise<{ root: string; templates: string; out: string }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shopkit-prerender-test-'));
  const templates = path.join(root, 'templates');
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(templates, file)), { recursive: true });
    await fs.writeFile(path.join(templates, file), content);
  }
  return { root, templates, out: path.join(root, 'out') };
}

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

export async function runPrerender(
  platform: RunningPlatform,
  folders: { templates: string; out: string },
  extra: string[] = [],
  options: { fetch?: typeof fetch; apiUrl?: string; now?: () => number } = {},
): Promise<CliRun> {
  const run: CliRun = { code: 0, out: [], err: [] };
  const argv = [
    'prerender',
    '--templates',
    folders.templates,
    '--out',
    folders.out,
    '--site-url',
    SITE_URL,
    '--api-url',
    options.apiUrl ?? platform.urls.api,
    '--key',
    platform.keys.demo,
    ...extra,
  ];
  run.code = await runCli(
    argv,
    {},
    { out: (line) => run.out.push(line), err: (line) => run.err.push(line) },
    {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      // The progress line is one test's subject; on a slow machine the others would see one, so their clock stands
      // still unless a test gives one.
      now: options.now ?? (() => 0),
    },
  );
  return run;
}

/** Every file below `dir`, relative, sorted; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
