// Size benchmark: our bundle and core beside every peer's browser build, all measured in the same run, plus the
// the commercial reference, cited and not measured: that kit is not installable from the npm registry, so its size is
// the figure of its published script-tag build (about 176 KB minified, 51 KB gzip).
import fs from 'node:fs';
import { buildLitFloor } from './lit-floor.ts';
import { measureFile, type SizeFigures } from './measure-size.ts';
import { OURS, PEERS } from './paths.ts';
import { ratio } from './stats.ts';

export interface SizeRow extends SizeFigures {
  name: string;
  source: string;
  measured: boolean;
}

export interface SizeResults {
  rows: SizeRow[];
  /** Peer gzip size divided by ours (dist/shopkit.js): above 1 means the peer is heavier. */
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
  for (const file of [OURS.bundle, OURS.core]) {
    if (!fs.existsSync(file)) throw new Error(`bench: ${file} is missing after the build`);
  }
  const ccJs = measureFile(PEERS.cookieConsentJs);
  const ccCss = measureFile(PEERS.cookieConsentCss);
  const rows: SizeRow[] = [
    row('shopkit (script tag)', 'dist/shopkit.js', measureFile(OURS.bundle)),
    row('shopkit core (ESM)', 'dist/index.mjs', measureFile(OURS.core)),
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
  return { rows, gzipRatioToOurs };
}
