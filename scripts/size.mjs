// `npm run size`: the gzip (-9) weight of every page kind (scripts/page-kinds.mjs: everything that page loads, from
// esbuild's metafile), then raw, gzip and brotli of every script in dist/ with the chunks it imports at once (the
// core's parts load later). Exits non-zero when a page kind whose tags all exist, or a budgeted script, is over its
// gzip budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SHOP_ELEMENTS } from '../components/define.ts';
import { gzipSize, measurePageKinds, staticClosure } from './page-weights.mjs';

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
// Temporary, while the page kinds are over their budgets after the catalogue elements and the analytics layer joined
// the product (issue 10 asks the owner to settle them): these kinds print OVER BUDGET without failing the step, but
// fail it when they grow past their ceiling, what each weighed when it was last lowered. Lower a ceiling whenever a
// change makes its kind lighter; never raise one.
// Issue 22 raised the home and product ceilings once, by what the header's cart count and the cart page's sharing
// of the store, the bindings and the light-DOM base measurably cost those pages (docs/proof.md, "Size").
// Issue 24 raised every ceiling by 0.07 KB, what the loader's rule that keeps hidden blocks hidden costs (73 B gzip).
// Issue 23 set them to what each kind weighs with shipping as well: the loader's entry for the shipping texts' chunk,
// <shop-cart>'s free-shipping attribute, the purchase event's shipping and, on the cart page, its free-shipping binding.
const NOT_YET_HELD = new Map([
  ['loader alone', 15.57],
  ['consent banner only', 21.83],
  ['demo home page', 55.64],
  ['product page', 57.7],
  ['cart page', 53.63],
]);
const tolerated = [];
const overCeiling = [];

console.log(`${'page kind'.padEnd(26)}${'files'.padStart(6)}${'gzip KB'.padStart(9)}  budget (gzip)`);
for (const kind of measurePageKinds(dist, SHOP_ELEMENTS)) {
  const verdict =
    kind.within === null
      ? `${kind.budgetKB} KB, held once the table has ${kind.missing.join(', ')}`
      : `${kind.budgetKB} KB ${kind.within ? 'ok' : 'OVER BUDGET'}`;
  const ceilingKB = NOT_YET_HELD.get(kind.name);
  if (kind.within === false && ceilingKB !== undefined) {
    tolerated.push(kind.name);
    if (kind.gzip > ceilingKB * 1024) overCeiling.push(`${kind.name} (${kb(kind.gzip).trim()} KB > ${ceilingKB} KB)`);
  } else failed ||= kind.within === false;
  console.log(`${kind.name.padEnd(26)}${String(kind.files.length).padStart(6)} ${kb(kind.gzip)}   ${verdict}`);
}
if (tolerated.length > 0) {
  console.log(`\n!!! OVER BUDGET, NOT FAILING THIS STEP YET: ${tolerated.join(', ').toUpperCase()}.`);
  console.log('!!! (scripts/size.mjs, NOT_YET_HELD) These budgets must hold before issue 10 is done.');
}
if (overCeiling.length > 0) {
  console.error(`\nsize: grown past the ceiling it may not exceed until its budget holds: ${overCeiling.join(', ')}`);
  failed = true;
}

const meta = JSON.parse(fs.readFileSync(path.join(dist, 'build-meta.json'), 'utf8'));
/** The file and the chunks it imports statically (the npm core's shared chunks), concatenated for raw and brotli. */
function filesOf(name) {
  if (name !== 'index.mjs') return [path.join(dist, name)];
  return [...staticClosure(meta.core, 'dist/index.mjs')].map((file) => path.join(root, file));
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
process.exit(failed ? 1 : 0);
