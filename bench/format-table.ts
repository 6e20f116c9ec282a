// Markdown tables of the benchmark results (printed by `npm run bench`, pasted into docs/proof.md).
import type { PageSample } from './page-cost.ts';
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

export interface PagePair {
  ours: string;
  peer: string;
}

export function pageTable(page: Record<string, PageSample & { runs: number }>, pairs: PagePair[]): string {
  const rows = Object.entries(page).map(([name, s]) => [
    name,
    ms(s.scriptMs),
    s.readyMs >= 0 && name !== 'blank' ? ms(s.readyMs) : 'n/a',
    `${round(s.longTasks, 1)} / ${ms(s.longTaskMs)}`,
    kb(s.heapKB * 1024),
  ]);
  const ratios = pairs
    .filter((p) => page[p.ours] && page[p.peer])
    .map(({ ours, peer }) => {
      const a = page[ours]!;
      const b = page[peer]!;
      const r = (x: number, y: number) => (x === 0 ? (y === 0 ? '=' : '∞') : (y / x).toFixed(2));
      return [
        `${peer} ÷ ${ours}`,
        r(a.scriptMs, b.scriptMs),
        r(a.readyMs, b.readyMs),
        r(a.longTaskMs, b.longTaskMs),
        r(a.heapKB, b.heapKB),
      ];
    });
  return `${table(['page', 'script ms', 'ready ms', 'long tasks (n / ms)', 'JS heap KB'], rows)}\n\n${table(['ratio (above 1: peer costs more)', 'script', 'ready', 'long-task ms', 'heap'], ratios)}`;
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
