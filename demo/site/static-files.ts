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

/** The site's own assets by URL path. */
const ASSETS: Readonly<Record<string, string>> = {
  '/assets/site.css': path.join(HERE, 'public/site.css'),
  '/assets/logo.svg': path.join(HERE, 'public/logo.svg'),
};

/** The built scripts: the loader, the single file, their maps, and the loader's chunks (names as the build makes them). */
const BUILT = /^\/(shopkit(?:\.full)?\.js(?:\.map)?|chunks\/[A-Za-z0-9_-]+\.js(?:\.map)?)$/;

function fileFor(urlPath: string): string | null {
  const built = BUILT.exec(urlPath);
  if (built) return path.join(REPO_ROOT, 'dist', built[1]!);
  return ASSETS[urlPath] ?? null;
}

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** Reads a known static file; null for an unknown path. A missing bundle is an error that says how to build it. */
export async function readStaticFile(urlPath: string): Promise<StaticFile | null> {
  const file = fileFor(urlPath);
  if (!file) return null;
  try {
    return { body: await readFile(file), type: TYPES[path.extname(file)] ?? 'application/octet-stream' };
  } catch (error) {
    if (urlPath.startsWith('/chunks/') && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    if (urlPath.startsWith('/shopkit')) {
      throw new Error(`demo site: ${path.relative(REPO_ROOT, file)} is missing; run "npm run build" first`, {
        cause: error,
      });
    }
    throw error;
  }
}
