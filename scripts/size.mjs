// `npm run size`: the gzip (-9) weight of every page kind (scripts/page-kinds.mjs: everything that page loads, from
// the build's chunk manifest) beside its floor, then raw, gzip and brotli of every script in dist/ with the chunks it
// imports at once (the core's parts load later). Exits non-zero when a page kind is over its budget, loads more than
// MAX_FILES files or more than MAX_UNUSED_SHARE of code it does not use, or a budgeted script is over its budget.
// `npm run size -- --modules banner` also lists what each file of that page kind is made of, module by module.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SHOP_ELEMENTS } from '../components/define.ts';
import { FLOOR_FACTOR, MAX_FILES, MAX_UNUSED_SHARE } from './page-kinds.mjs';
import { describeModules, gzipSize, measurePageKinds, staticClosure } from './page-weights.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// index.mjs: the npm client (the core every element uses: carts, discounts, checkout with buy now, embedding and the
// order confirmation, consent with its proof). The script tag's files are held per page kind (page-kinds.mjs).
export const BUDGETS_GZIP_KB = { 'index.mjs': 12.5 };

export function measure(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSize(buffer),
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const dist = path.join(root, 'dist');
if (!fs.existsSync(path.join(dist, 'build-meta.json'))) {
  console.error('size: dist/ is missing or incomplete; run `npm run build` first');
  process.exit(1);
}
let failed = false;
const percent = (share) => `${(share * 100).toFixed(1)} %`.padStart(7);
console.log(
  `${'page kind'.padEnd(13)}${'files'.padStart(6)}${'gzip KB'.padStart(9)}${'floor KB'.padStart(10)}${'÷ floor'.padStart(9)}` +
    `${'unused'.padStart(8)}  budget (gzip)`,
);
for (const kind of measurePageKinds(dist, SHOP_ELEMENTS)) {
  const problems = [];
  if (kind.within === false) problems.push('OVER BUDGET');
  if (kind.files.length > MAX_FILES) problems.push(`MORE THAN ${MAX_FILES} FILES`);
  const maxUnused = kind.maxUnused ?? MAX_UNUSED_SHARE;
  if (kind.unused > maxUnused) problems.push(`MORE THAN ${Math.round(maxUnused * 100)} % UNUSED`);
  if (kind.missing.length > 0) problems.push(`held once the table has ${kind.missing.join(', ')}`);
  failed ||= problems.some((problem) => problem === problem.toUpperCase());
  const verdict = `${kb(kind.budget).trim()} KB (${kind.ceilingKB} KB, ${FLOOR_FACTOR}x floor) ${problems.join(', ') || 'ok'}`;
  console.log(
    `${kind.name.padEnd(13)}${String(kind.files.length).padStart(6)} ${kb(kind.gzip)}  ${kb(kind.floor)} ` +
      `${(kind.gzip / kind.floor).toFixed(2).padStart(8)} ${percent(kind.unused)}  ${verdict}`,
  );
}

const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
/** The file and the chunks it imports statically (the npm core's shared chunks), concatenated for raw and brotli. */
function filesOf(name) {
  if (name !== 'index.mjs') return [path.join(dist, name)];
  return [...staticClosure(meta.npm, 'dist/index.mjs')].map((file) => path.join(root, file));
}
const scripts = ['index.mjs', 'server.mjs', 'shopkit.js', 'shopkit.full.js'];
console.log(
  `\n${'file'.padEnd(26)}${'raw KB'.padStart(6)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}  budget (gzip)`,
);
for (let name of scripts) {
  const files = filesOf(name);
  if (!files.every((file) => fs.existsSync(file))) {
    console.error(`size: dist/${name} is missing`);
    failed = true;
    continue;
  }
  const parts = files.map((file) => measure(fs.readFileSync(file)));
  const size = {
    raw: parts.reduce((sum, part) => sum + part.raw, 0),
    gzip: parts.reduce((sum, part) => sum + part.gzip, 0),
    brotli: parts.reduce((sum, part) => sum + part.brotli, 0),
  };
  if (files.length > 1) name = `${name} + ${files.length - 1} chunks`;
  const budget = BUDGETS_GZIP_KB[name.split(' ')[0]];
  const over = budget !== undefined && size.gzip > budget * 1024;
  failed ||= over;
  const verdict = budget === undefined ? 'reported' : `${budget} KB ${over ? 'OVER BUDGET' : 'ok'}`;
  console.log(`${name.padEnd(26)}${kb(size.raw)} ${kb(size.gzip)} ${kb(size.brotli)}  ${verdict}`);
}

/** Every file of a page kind with its modules, biggest first; `-` marks a module the kind's tags never reach. */
function printModules(kindName) {
  for (const file of describeModules(dist, SHOP_ELEMENTS, kindName)) {
    console.log(`\n${file.file}: ${kb(file.raw).trim()} KB raw, ${kb(file.gzip).trim()} KB gzip`);
    console.log(`${'bytes'.padStart(8)}${'≈ gzip'.padStart(8)}  used  module`);
    for (const part of file.modules) {
      const used = part.reached ? '  + ' : '  - ';
      console.log(
        `${String(part.bytes).padStart(8)}${String(Math.round(part.gzipShare)).padStart(8)}  ${used} ${part.module}`,
      );
    }
  }
}

const modulesFlag = process.argv.indexOf('--modules');
if (modulesFlag !== -1) printModules(process.argv[modulesFlag + 1] ?? 'banner');
process.exit(failed ? 1 : 0);
