// Markdown tables of the benchmark results (printed by `npm run bench`, pasted into docs/proof.md).
import type { DoneWhenRow } from './done-when.ts';
import type { PageFigures, Spread } from './page-cost.ts';
import type { SizeResults } from './size-bench.ts';
import type { ScenarioCount } from './shopkit/request-scenarios.ts';
import { round } from './stats.ts';

const kb = (bytes: number) => (Number.isNaN(bytes) ? 'n/a' : (bytes / 1024).toFixed(1));
const ms = (value: number) => round(value, 0).toString();

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '-').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** What each page kind loads with the script tag: files, gzip against its floor, code it does not use, budget. */
export function pageKindTable(size: SizeResults): string {
  return table(
    ['page kind', 'files', 'gzip KB', 'floor KB (one stream)', 'gzip ÷ floor', 'unused', 'budget KB'],
    size.pageKinds.map((kind) => [
      `${kind.name}: ${kind.what}`,
      String(kind.files),
      kb(kind.gzip),
      kb(kind.floor),
      (kind.gzip / kind.floor).toFixed(2),
      `${(kind.unused * 100).toFixed(1)} %`,
      kb(kind.budget),
    ]),
  );
}

export function sizeTable(size: SizeResults): string {
  const ours = size.rows[0]!.gzip;
  return table(
    ['script', 'raw KB', 'gzip KB', 'brotli KB', 'gzip ÷ ours', 'source'],
    size.rows.map((r) => [
      r.name,
      kb(r.raw),
      kb(r.gzip),
      kb(r.brotli),
      r.name === size.rows[0]!.name ? '1.00' : (r.gzip / ours).toFixed(2),
      r.source,
    ]),
  );
}

const spread = (s: Spread) => (Number.isNaN(s.median) ? 'n/a' : `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`);

/** Every subject of every page kind: what it loaded, its script time, its first API read and when it showed. */
export function pageTable(page: PageFigures[]): string {
  return table(
    [
      'page kind',
      'subject',
      'JS+CSS gzip KB',
      'files (JS + CSS)',
      'script ms',
      'first API read at ms',
      'shown at ms',
      'long tasks ms (median)',
    ],
    page.map((p) => [
      p.kind,
      p.subject,
      kb(p.gzipBytes.median),
      `${p.scriptFiles.median} + ${p.files.median - p.scriptFiles.median}`,
      spread(p.scriptMs),
      spread(p.firstReadMs),
      p.kind === 'blank' ? 'n/a' : spread(p.readyMs),
      ms(p.longTaskMs.median),
    ]),
  );
}

/** The figures (done-when.ts), each with its target and whether this run meets it. */
export function doneWhenTable(rows: DoneWhenRow[]): string {
  return table(
    ['measure', 'target', 'this run (medians)', 'round by round', 'met'],
    rows.map((row) => [row.measure, row.target, row.value, row.paired || ' ', row.met ? 'yes' : 'no']),
  );
}

/**
 * The summary of docs/proof.md's issue section: per page kind, each subject's bytes and the medians of its script time and time to show.
 * `shopkit` is the loader with its chunks (after), `before` the single file every page loaded before the loader.
 */
export function summaryTable(page: PageFigures[]): string {
  return table(
    ['page kind', 'subject', 'JS+CSS gzip KB', 'script files', 'script ms', 'first API read at ms', 'shown at ms'],
    page
      .filter((p) => p.kind !== 'blank' && p.kind !== 'lit floor')
      .map((p) => [
        p.kind,
        p.subject,
        kb(p.gzipBytes.median),
        String(p.scriptFiles.median),
        ms(p.scriptMs.median),
        Number.isNaN(p.firstReadMs.median) ? 'n/a' : ms(p.firstReadMs.median),
        ms(p.readyMs.median),
      ]),
  );
}

export interface PagePair {
  kind: string;
  ours: string;
  other: string;
}

/** Medians of another subject divided by ours on the same page kind: above 1, the other costs more or shows later. */
export function ratioTable(page: PageFigures[], pairs: PagePair[]): string {
  const find = (kind: string, subject: string) => page.find((p) => p.kind === kind && p.subject === subject);
  const r = (ours: number, other: number) => (ours === 0 ? 'n/a' : (other / ours).toFixed(2));
  const rows = pairs.flatMap(({ kind, ours, other }) => {
    const a = find(kind, ours);
    const b = find(kind, other);
    if (!a || !b) return [];
    return [
      [
        `${kind}: ${other} ÷ ${ours}`,
        r(a.gzipBytes.median, b.gzipBytes.median),
        r(a.scriptMs.median, b.scriptMs.median),
        r(a.readyMs.median, b.readyMs.median),
      ],
    ];
  });
  return table(['ratio of medians (above 1: the other costs more)', 'bytes', 'script', 'shown at'], rows);
}

/** How long after its products' answer arrived each page showed them, and its longest task in between. */
export function priceTable(page: PageFigures[]): string {
  const rows = page
    .filter((p) => !Number.isNaN(p.afterDataMs.median))
    .map((p) => [p.kind, p.subject, spread(p.afterDataMs), spread(p.renderMs), spread(p.renderTaskMs)]);
  return table(
    [
      'page kind',
      'subject',
      'shown after the products answer, ms',
      'after the answer and the code, ms',
      'longest task in between, ms',
    ],
    rows,
  );
}

export function requestTable(scenarios: Record<string, ScenarioCount>, priceElements: number): string {
  return table(
    ['scenario (demo home page, N = ' + priceElements + ' prices)', 'API requests', 'floor', 'preflights', 'requests'],
    Object.entries(scenarios).map(([name, s]) => [
      name,
      String(s.count),
      String(s.floor),
      String(s.preflights),
      s.requests.join(', ') || 'none',
    ]),
  );
}
