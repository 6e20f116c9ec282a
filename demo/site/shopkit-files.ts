// The built script-tag files as a server publishes them: /shopkit.js (the script tag), /shopkit.full.js, their source
// maps, and every file under /chunks/ (with its folders), each by URL path. The script tag finds its chunks beside
// itself, so a server that puts them under another prefix (a versioned CDN path) keeps the same layout below it. Like
// every common static server, a path is read with its percent-encoding decoded (`/%63hunks/` is `/chunks/`): the
// script tag retries a failed file under such a spelling (docs/design.md, "Retries").
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './static-files.ts';

export const DIST = path.join(REPO_ROOT, 'dist');

/**
 * URL path (below `prefix`) -> file, for every file of the script-tag builds in `dist` (the repository's unless
 * another build's is named); an error when it is not built.
 */
export function shopkitFiles(prefix = '', dist = DIST): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of ['shopkit.js', 'shopkit.js.map', 'shopkit.full.js', 'shopkit.full.js.map']) {
    const file = path.join(dist, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing; run "npm run build" first`);
    files.set(`${prefix}/${name}`, file);
  }
  const chunks = path.join(dist, 'chunks');
  for (const name of fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    if (fs.statSync(path.join(chunks, name)).isFile())
      files.set(`${prefix}/chunks/${name.split(path.sep).join('/')}`, path.join(chunks, name));
  }
  return files;
}

/** The path of a request URL as a static server reads it: the query left out, percent-encoding decoded. */
export function requestPath(url: string | undefined): string {
  const pathname = new URL(url ?? '/', 'http://server.invalid').pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
