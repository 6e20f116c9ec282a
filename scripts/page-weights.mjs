// What each page kind loads and weighs: the script tag (dist/shopkit.js), the core, and for every tag of the page the
// file of its module and of the client parts it uses, with the shared files they need, each file once
// (dist/build-meta.json, written by the build). Three figures per kind: the gzip (-9) of each file on its own, summed
// (what a browser receives), its floor (the same files as one gzip stream), and the share of its bytes that belongs
// to modules that none of its tags, the client parts they use and the core's early reads import, statically or on
// demand (code it loads and does not use).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOADED_ON_INTENT } from '../components/internal/loading/load-on-intent.ts';
import { FLOOR_FACTOR, PAGE_KINDS } from './page-kinds.mjs';

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** What the core starts on a page with elements that read as they show (data before code). */
const EARLY_READS = 'components/internal/loading/early-reads.ts';

/**
 * The modules a page with these tags asks for as it loads: each tag's module, the client parts it uses, the early
 * reads. A tag loaded on intent (load-on-intent.ts) asks for nothing until the shopper reaches for it.
 */
function requestedModules(table, allTags) {
  const tags = allTags.filter((tag) => !LOADED_ON_INTENT.has(tag));
  const modules = [];
  const missing = [];
  if (tags.some((tag) => (table[tag]?.parts ?? []).length > 0)) modules.push(EARLY_READS);
  for (const tag of tags) {
    if (!table[tag]) {
      missing.push(tag);
      continue;
    }
    modules.push(`components/${tag}.ts`);
    const parts = table[tag].parts ?? [];
    for (const part of [...parts, ...(parts.length > 0 ? ['transport'] : [])]) modules.push(`src/parts/${part}.ts`);
  }
  return { modules, missing };
}

/** The files (relative to dist/) a page asking for these modules loads, in the order it needs them. */
export function pageFiles(meta, modules) {
  const { manifest } = meta;
  const files = new Set(['shopkit.js', `chunks/${manifest.core}`]);
  for (const module of modules) {
    const file = manifest.modules[module];
    if (!file) continue;
    for (const needed of [...(manifest.needs[file] ?? []), file]) files.add(`chunks/${needed}`);
  }
  return [...files];
}

/** Every module `entries` import, statically or on demand (what the core imports on demand aside: every group). */
function reach(meta, entries) {
  const core = new Set(meta.groups.core.modules);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of meta.imports[file] ?? []) visit(next);
    if (!core.has(file)) for (const next of meta.dynamicImports[file] ?? []) visit(next);
  };
  entries.forEach(visit);
  return seen;
}

/** The share of the loaded code (minified bytes) that comes from modules the page's tags and parts never reach. */
function unusedShare(meta, files, modules) {
  const used = reach(meta, [meta.core, ...modules]);
  let total = 0;
  let unused = 0;
  for (const file of files) {
    const output = meta.chunks.outputs[`dist/${file}`];
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      // The build's own glue (each group's entry, the one import statement per file it imports) is no module's code.
      if (!(input in meta.imports)) continue;
      total += bytesInOutput;
      if (!used.has(input)) unused += bytesInOutput;
    }
  }
  return total === 0 ? 0 : unused / total;
}

/** Every page kind with its files, its gzip bytes, its floor and whether it holds to its budget. */
export function measurePageKinds(dist, table, kinds = PAGE_KINDS) {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
  const contents = new Map();
  // Every file name carries the build id, a hash whose letters change with any source: weighed as they are, the
  // same code would weigh a few bytes more or less from one build to the next. The id is weighed as a fixed word.
  const buildId = /^core-(\w+)\.js$/.exec(meta.manifest.core)?.[1];
  const read = (file) => {
    if (!contents.has(file)) {
      const text = fs.readFileSync(path.join(dist, file), 'latin1');
      contents.set(file, Buffer.from(buildId ? text.replaceAll(buildId, 'BUILDID0') : text, 'latin1'));
    }
    return contents.get(file);
  };
  return kinds.map((kind) => {
    const { modules, missing } = requestedModules(table, kind.tags);
    const files = pageFiles(meta, modules);
    const gzip = files.reduce((sum, file) => sum + gzipSize(read(file)), 0);
    const floor = gzipSize(Buffer.concat(files.map(read)));
    const budget = Math.min(kind.ceilingKB * 1024, FLOOR_FACTOR * floor);
    const within = missing.length > 0 ? null : gzip <= budget;
    return { ...kind, files, missing, gzip, floor, budget, unused: unusedShare(meta, files, modules), within };
  });
}

/**
 * What each file a page kind loads is made of: its gzip, and every module in it with its minified bytes, its share of
 * the file's gzip (the file's gzip spread over its modules by their bytes, an estimate: gzip is not additive), and
 * whether the kind's tags, their client parts or the core reach it (the build's glue counts as reached). For deciding
 * what a kind should stop loading.
 */
export function describeModules(dist, table, kindName, kinds = PAGE_KINDS) {
  const kind = kinds.find((candidate) => candidate.name === kindName);
  if (!kind)
    throw new Error(`no page kind "${kindName}" (kinds: ${kinds.map((candidate) => candidate.name).join(', ')})`);
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
  const { modules } = requestedModules(table, kind.tags);
  const used = reach(meta, [meta.core, ...modules]);
  return pageFiles(meta, modules).map((file) => {
    const text = fs.readFileSync(path.join(dist, file));
    const gzip = gzipSize(text);
    const inputs = (file === 'shopkit.js' ? meta.stub : meta.chunks).outputs[`dist/${file}`]?.inputs ?? {};
    const inModules = Object.values(inputs).reduce((sum, input) => sum + input.bytesInOutput, 0);
    const parts = Object.entries(inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module, input]) => ({
        module,
        bytes: input.bytesInOutput,
        gzipShare: (gzip * input.bytesInOutput) / inModules,
        reached: file === 'shopkit.js' || used.has(module) || !(module in meta.imports),
      }))
      .sort((left, right) => right.bytes - left.bytes);
    return { file, gzip, raw: text.length, modules: parts };
  });
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
