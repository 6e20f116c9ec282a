// The demo shop's files: its pages and assets under public/, and the built bundle from dist/. HTML pages are filled in
// like a static host fills in its environment at deploy time: the platform origins, the demo key and the locale (the
// demo runs on whatever ports it is given), and on the thank-you page the order number from its URL. The catalogue
// is never rendered here: the pages' own elements read it in the browser, or shopkit prerender writes it
// (prerendered-pages.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '../..');
export const PUBLIC_DIR = path.join(HERE, 'public');

export const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/** The site's own assets by URL path; pages are reached through the site's routes (site-routes.ts). */
const ASSETS: Readonly<Record<string, string>> = {
  '/assets/site.css': path.join(PUBLIC_DIR, 'site.css'),
  // The favicon, drawn from logo.svg by scripts/render-favicon.mjs.
  '/assets/logo.png': path.join(PUBLIC_DIR, 'logo.png'),
  // The guide for code assistants (llmstxt.org), written by the build from the manifest and docs/.
  '/llms.txt': path.join(REPO_ROOT, 'llms.txt'),
};

/** The built scripts: the script tag, the single file, their maps, and the chunk files (names as the build makes them). */
const BUILT = /^\/(shopkit(?:\.full)?\.js(?:\.map)?|chunks\/(?:[a-z-]+\/)*[A-Za-z0-9_-]+\.js(?:\.map)?)$/;

function fileFor(urlPath: string): string | undefined {
  const built = BUILT.exec(urlPath);
  if (built) return path.join(REPO_ROOT, 'dist', built[1]!);
  return Object.hasOwn(ASSETS, urlPath) ? ASSETS[urlPath] : undefined;
}

export interface StaticFile {
  body: Buffer;
  type: string;
  /** The built scripts are readable from any origin, like a CDN's: a page elsewhere may load them (chunks are modules). */
  anyOrigin: boolean;
}

/** Reads a known static file; null for an unknown path. A missing bundle is an error that says how to build it. */
export async function readStaticFile(urlPath: string): Promise<StaticFile | null> {
  const file = fileFor(urlPath);
  if (!file) return null;
  try {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    return { body: await readFile(file), type, anyOrigin: BUILT.test(urlPath) };
  } catch (error) {
    if (BUILT.test(urlPath)) {
      throw new Error(`demo site: ${path.relative(REPO_ROOT, file)} is missing; run "npm run build" first`, {
        cause: error,
      });
    }
    throw error;
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A page of public/ with its `{{name}}` placeholders filled in (escaped); an unknown placeholder is an error. */
export async function readPage(name: string, values: Readonly<Record<string, string>>): Promise<string> {
  const template = await readFile(path.join(PUBLIC_DIR, name), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`demo site: ${name} has an unknown placeholder {{${key}}}`);
    return escapeHtml(values[key]!);
  });
}
