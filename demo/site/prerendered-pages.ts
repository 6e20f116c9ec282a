// The demo shop's prerendered pages (docs/prerender.md): at start, the pages of public/ are filled in with the
// platform's origins and the demo key (as a static host's deploy step fills its environment in), then
// `shopkit prerender` writes the product and list pages from them into a folder of their own, which the site serves
// before its templates. Products added later are still shown: their URLs fall back to product.html.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prerenderSite, type PrerenderReport } from '../../prerender/prerender-site.ts';
import { fileOfUrlPath } from '../../prerender/site-paths.ts';
import { PUBLIC_DIR, readPage } from './static-files.ts';

export interface PrerenderedPages {
  report: PrerenderReport;
  /** The prerendered page for a URL path, or null. */
  read(urlPath: string): Promise<string | null>;
  /** The sitemap the command wrote. */
  sitemap(): Promise<string>;
  close(): Promise<void>;
}

export interface PrerenderDemoOptions {
  apiUrl: string;
  publishableKey: string;
  siteUrl: string;
  /** The values of the pages' `{{…}}` placeholders. */
  values: Readonly<Record<string, string>>;
}

/** Writes the demo's pages into `dir` with their placeholders filled: the templates `shopkit prerender` reads. */
export async function writeDemoTemplates(dir: string, values: Readonly<Record<string, string>>): Promise<void> {
  for (const name of await fs.readdir(PUBLIC_DIR)) {
    if (!name.endsWith('.html')) continue;
    await fs.writeFile(path.join(dir, name), await readPage(name, { ...values, orderNumber: '' }));
  }
}

export async function prerenderDemoPages(options: PrerenderDemoOptions): Promise<PrerenderedPages> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shopkit-demo-pages-'));
  const templates = path.join(root, 'templates');
  const out = path.join(root, 'site');
  try {
    await fs.mkdir(templates);
    await writeDemoTemplates(templates, options.values);
    const report = await prerenderSite({
      templates,
      out,
      apiUrl: options.apiUrl,
      publishableKey: options.publishableKey,
      siteUrl: options.siteUrl,
      sitemap: 'sitemap.xml',
    });
    return {
      report,
      async read(urlPath) {
        try {
          return await fs.readFile(path.join(out, fileOfUrlPath('/', urlPath, {})), 'utf8');
        } catch {
          return null;
        }
      },
      sitemap: () => fs.readFile(path.join(out, 'sitemap.xml'), 'utf8'),
      close: () => fs.rm(root, { recursive: true, force: true }),
    };
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }
}
