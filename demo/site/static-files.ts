import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '../..');

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The files the site serves by URL path: the built bundle and its sourcemap, and the site's own assets. */
const FILES: Readonly<Record<string, string>> = {
  '/shopkit.js': path.join(REPO_ROOT, 'dist/shopkit.js'),
  '/shopkit.js.map': path.join(REPO_ROOT, 'dist/shopkit.js.map'),
  '/assets/site.css': path.join(HERE, 'public/site.css'),
  '/assets/logo.svg': path.join(HERE, 'public/logo.svg'),
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** Reads a known static file; null for an unknown path. A missing bundle is an error that says how to build it. */
export async function readStaticFile(urlPath: string): Promise<StaticFile | null> {
  const file = Object.hasOwn(FILES, urlPath) ? FILES[urlPath] : undefined;
  if (!file) return null;
  try {
    return { body: await readFile(file), type: TYPES[path.extname(file)] ?? 'application/octet-stream' };
  } catch (error) {
    if (urlPath.startsWith('/shopkit.js')) {
      throw new Error(`demo site: ${path.relative(REPO_ROOT, file)} is missing; run "npm run build" first`, {
        cause: error,
      });
    }
    throw error;
  }
}
