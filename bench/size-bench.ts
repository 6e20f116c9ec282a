// Size benchmark: our scripts and core beside every peer's browser build, all measured in the same run, plus the
// commercial reference, cited and not measured (that kit is not installable from the npm registry, so its size is the
// figure of its published script-tag build: about 176 KB minified, 51 KB gzip); and what each page kind loads with the
// script tag against its floor (scripts/page-kinds.mjs, as `npm run size` weighs them).
import fs from 'node:fs';
import path from 'node:path';
import { SHOP_ELEMENTS } from '../components/define.ts';
// @ts-expect-error: a plain .mjs build script without type declarations
import { measurePageKinds } from '../scripts/page-weights.mjs';
import { buildLitFloor } from './lit-floor.ts';
import { measureFile, type SizeFigures } from './measure-size.ts';
import { OURS, PEERS } from './paths.ts';
import { ratio } from './stats.ts';

export interface SizeRow extends SizeFigures {
  name: string;
  source: string;
  measured: boolean;
}

export interface PageKindWeight {
  name: string;
  what: string;
  tags: string[];
  files: number;
  gzip: number;
  /** The same files as one gzip stream. */
  floor: number;
  /** The share of the loaded code that the page's elements never use. */
  unused: number;
  /** Bytes: the lower of its ceiling and 1.1x its floor. */
  budget: number;
}

export interface SizeResults {
  rows: SizeRow[];
  pageKinds: PageKindWeight[];
  /** gzip of the single file every page loaded before the loader. */
  beforeGzip: number;
  /** Peer gzip size divided by our loader's (dist/shopkit.js): above 1 means the peer is heavier. */
  gzipRatioToOurs: Record<string, number>;
}

/** Cited, not measured: the script-tag build of the closest commercial storefront kit. */
export const COMMERCIAL_REFERENCE: SizeRow = {
  name: 'commercial storefront kit (reference)',
  source: 'cited, not measured: its published script-tag build (not on npm)',
  measured: false,
  raw: 176 * 1024,
  gzip: 51 * 1024,
  brotli: Number.NaN,
};

function sum(a: SizeFigures, b: SizeFigures): SizeFigures {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

function row(name: string, source: string, figures: SizeFigures): SizeRow {
  return { name, source, measured: true, ...figures };
}

export async function runSizeBench(): Promise<SizeResults> {
  for (const file of [OURS.bundle, OURS.full, OURS.core]) {
    if (!fs.existsSync(file)) throw new Error(`bench: ${file} is missing after the build`);
  }
  const ccJs = measureFile(PEERS.cookieConsentJs);
  const ccCss = measureFile(PEERS.cookieConsentCss);
  const meta = JSON.parse(fs.readFileSync(path.join(path.dirname(OURS.bundle), 'build-meta.json'), 'utf8')) as {
    manifest: { core: string };
  };
  const coreFile = path.join(path.dirname(OURS.bundle), 'chunks', meta.manifest.core);
  const rows: SizeRow[] = [
    row(
      'shopkit, what every page loads (script tag + core, 2 files)',
      `dist/shopkit.js + dist/chunks/${meta.manifest.core.replace(/-\w+\.js$/, '-*.js')}`,
      sum(measureFile(OURS.bundle), measureFile(coreFile)),
    ),
    row('shopkit, one file', 'dist/shopkit.full.js', measureFile(OURS.full)),
    row('shopkit before the loader', 'bench/baseline/shopkit-a069c52.js', measureFile(OURS.before)),
    row('shopkit core (ESM entry)', 'dist/index.mjs', measureFile(OURS.core)),
    row('lit floor (one trivial element)', 'esbuild, es2022, minify', measureFile(await buildLitFloor())),
    row('Buy Button JS', '@shopify/buy-button-js dist/buybutton.min.js', measureFile(PEERS.buyButton)),
    row('vanilla-cookieconsent JS', 'vanilla-cookieconsent dist/cookieconsent.umd.js', ccJs),
    row('vanilla-cookieconsent CSS', 'vanilla-cookieconsent dist/cookieconsent.css', ccCss),
    row('vanilla-cookieconsent JS + CSS', 'both files above', sum(ccJs, ccCss)),
    row('klaro', 'klaro dist/klaro.js (styles included)', measureFile(PEERS.klaro)),
    COMMERCIAL_REFERENCE,
  ];
  const ours = rows[0]!.gzip;
  const gzipRatioToOurs: Record<string, number> = {};
  for (const r of rows.slice(1)) gzipRatioToOurs[r.name] = ratio(r.gzip, ours);
  const measured = measurePageKinds(path.dirname(OURS.bundle), SHOP_ELEMENTS) as Array<
    Omit<PageKindWeight, 'files'> & { files: string[] }
  >;
  const pageKinds = measured.map(({ name, what, tags, files, gzip, floor, unused, budget }) => ({
    name,
    what,
    tags,
    files: files.length,
    gzip,
    floor,
    unused,
    budget,
  }));
  return { rows, gzipRatioToOurs, pageKinds, beforeGzip: rows[2]!.gzip };
}
