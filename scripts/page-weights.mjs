// What each page kind loads and weighs (gzip -9 of every file, as a browser receives them one by one): the loader,
// then for every tag of the page its chunk files and those of the client parts it uses, each file once. The chunk
// files of a tag or part come from esbuild's metafile (dist/build-meta.json, written by the build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_KINDS } from './page-kinds.mjs';

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** The files (relative to dist/) a page with these tags loads; tags not in the table are listed as missing. */
export function pageFiles(meta, table, tags) {
  const files = new Set(['shopkit.js']);
  const missing = [];
  for (const tag of tags) {
    const chunk = meta.chunkFiles[tag];
    if (!table[tag] || !chunk) {
      missing.push(tag);
      continue;
    }
    const names = table[tag].parts ?? [];
    const parts = [...names, ...(names.length > 0 ? ['transport'] : [])].map((part) => meta.chunkFiles[part]);
    for (const file of [...chunk, ...parts.flat()]) files.add(`chunks/${file}`);
  }
  return { files: [...files], missing };
}

/** An output file of a metafile and every file it imports statically, transitively (paths as in the metafile). */
export function staticClosure(metafile, output, seen = new Set()) {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const dependency of metafile.outputs[output]?.imports ?? []) {
    if (dependency.kind === 'import-statement' && metafile.outputs[dependency.path]) {
      staticClosure(metafile, dependency.path, seen);
    }
  }
  return seen;
}

/** Every page kind with its files and gzip bytes, and whether its budget holds (null while tags are missing). */
export function measurePageKinds(dist, table, kinds = PAGE_KINDS) {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(fs.readFileSync(path.join(dist, file))));
    return sizes.get(file);
  };
  return kinds.map((kind) => {
    const { files, missing } = pageFiles(meta, table, kind.tags);
    const gzip = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const within = missing.length > 0 ? null : gzip <= kind.budgetKB * 1024;
    return { ...kind, files, missing, gzip, within };
  });
}
