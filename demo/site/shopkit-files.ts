// The built script-tag files as a server publishes them: /shopkit.js (the loader), /shopkit.full.js, their source
// maps, and every chunk under /chunks/, each by URL path. The loader finds its chunks beside itself, so a server that
// puts them under another prefix (a versioned CDN path) keeps the same layout below it.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './static-files.ts';

export const DIST = path.join(REPO_ROOT, 'dist');

/** URL path (below `prefix`) -> file, for every file of the script-tag builds; an error when dist/ is not built. */
export function shopkitFiles(prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of ['shopkit.js', 'shopkit.js.map', 'shopkit.full.js', 'shopkit.full.js.map']) {
    const file = path.join(DIST, name);
    if (!fs.existsSync(file)) throw new Error(`dist/${name} is missing; run "npm run build" first`);
    files.set(`${prefix}/${name}`, file);
  }
  for (const name of fs.readdirSync(path.join(DIST, 'chunks'))) {
    files.set(`${prefix}/chunks/${name}`, path.join(DIST, 'chunks', name));
  }
  return files;
}
