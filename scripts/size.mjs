// `npm run size`: raw, gzip (-9) and brotli (11) of every JavaScript file in dist/, and a non-zero exit when a
// budgeted file is over its gzip budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// index.mjs: the npm client (the core every element uses: carts, discounts, checkout with buy now, embedding and the
// order confirmation, consent with its proof). shopkit.js: the script tag's single file with every element, lit, the
// analytics tag runtime and DOMPurify (the sanitizer for browsers without Element.setHTML) behind dynamic imports.
export const BUDGETS_GZIP_KB = { 'index.mjs': 12.5, 'shopkit.js': 72 };

export function measure(buffer) {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const dist = path.join(root, 'dist');
if (!fs.existsSync(dist)) {
  console.error('size: dist/ is missing; run `npm run build` first');
  process.exit(1);
}
const files = fs
  .readdirSync(dist)
  .filter((name) => /\.m?js$/.test(name))
  .sort();
let failed = false;
console.log(`${'file'.padEnd(16)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(8)}${'br KB'.padStart(8)}  budget (gzip)`);
for (const name of files) {
  const size = measure(fs.readFileSync(path.join(dist, name)));
  const budget = BUDGETS_GZIP_KB[name];
  const over = budget !== undefined && size.gzip > budget * 1024;
  failed ||= over;
  const verdict = budget === undefined ? '' : `${budget} KB ${over ? 'OVER BUDGET' : 'ok'}`;
  console.log(`${name.padEnd(16)}${kb(size.raw)} ${kb(size.gzip)} ${kb(size.brotli)}  ${verdict}`);
}
for (const name of Object.keys(BUDGETS_GZIP_KB)) {
  if (!files.includes(name)) {
    console.error(`size: dist/${name} is missing`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
