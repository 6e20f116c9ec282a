// The templates: every HTML page of the templates folder with a catalogue element in it, and what kind of page it is.
// A page whose <shop-product> reads the page URL (`url-pattern`) is a product template (one page per product); a page
// whose <shop-product-list> has `sync-url="path"` is a list template (one page per category and page); any other page
// with catalogue elements is filled as it is.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadJsdom } from './load-jsdom.ts';
import { PrerenderError } from './prerender-error.ts';

export interface TemplatePage {
  /** Relative to the templates folder. */
  file: string;
  html: string;
  kind: 'product' | 'list' | 'page';
  /** The `url-pattern` of a product template. */
  urlPattern: string | null;
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex">`): not in the sitemap. */
  noindex: boolean;
}

const CATALOGUE = /<shop-product(-list)?[\s>]/i;

async function htmlFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
      if (entry.isDirectory()) return htmlFiles(root, file);
      return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return nested.flat().sort();
}

const fromUrl = (element: Element) => !element.getAttribute('product-id') && !element.getAttribute('slug');

async function classify(file: string, html: string): Promise<TemplatePage> {
  const JSDOM = await loadJsdom();
  const document = new JSDOM(html).window.document;
  const products = [...document.querySelectorAll('shop-product[url-pattern]')].filter(fromUrl);
  const lists = [...document.querySelectorAll('shop-product-list[sync-url="path"]')];
  if (products.length > 1 || lists.length > 1 || (products.length > 0 && lists.length > 0))
    throw new PrerenderError(
      'more than one catalogue element reads this page URL (a <shop-product url-pattern> or a ' +
        '<shop-product-list sync-url="path">): a page can follow one',
      { file },
    );
  if (lists.length > 0 && path.basename(file) !== 'index.html')
    throw new PrerenderError(
      'a <shop-product-list sync-url="path"> must be on an index.html page: its other pages are folders beside it',
      { file },
    );
  const urlPattern = products[0]?.getAttribute('url-pattern') ?? null;
  const robots = document.querySelector('meta[name="robots" i]')?.getAttribute('content') ?? '';
  const noindex = /(^|[\s,])(noindex|none)([\s,]|$)/i.test(robots);
  return { file, html, kind: urlPattern ? 'product' : lists.length > 0 ? 'list' : 'page', urlPattern, noindex };
}

/** Every template page of `root`; an error when there is none (a folder without catalogue elements). */
export async function findTemplates(root: string): Promise<TemplatePage[]> {
  let files: string[];
  try {
    files = await htmlFiles(root);
  } catch (error) {
    throw new PrerenderError(`the templates folder ${JSON.stringify(root)} cannot be read`, { cause: error });
  }
  const pages: TemplatePage[] = [];
  for (const file of files) {
    const html = await fs.readFile(path.join(root, file), 'utf8');
    if (CATALOGUE.test(html)) pages.push(await classify(file, html));
  }
  if (pages.length === 0)
    throw new PrerenderError(
      `no page in the templates folder ${JSON.stringify(root)} has a <shop-product> or <shop-product-list> ` +
        `(${files.length} HTML file${files.length === 1 ? '' : 's'} read), so there is nothing to prerender`,
    );
  return pages;
}
