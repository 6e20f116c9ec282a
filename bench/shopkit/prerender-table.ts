// The prerendered pages' table for docs/proof.md: when each subject shows its cards (or its product), that time
// against the static-HTML floor's (medians), what it loads, and the layout shift while the elements take over; under
// the table, what moved in each run that shifted.
import type { PageFigures } from '../page-cost.ts';
import { round } from '../stats.ts';
import { describeMoved, type TakeoverShift } from './takeover-shift.ts';

const range = (s: { min: number; median: number; max: number }) =>
  `${round(s.min, 0)} / ${round(s.median, 0)} / ${round(s.max, 0)}`;

export function prerenderTable(page: PageFigures[], shifts: TakeoverShift[]): string {
  const rows = page.map((p) => {
    const floor = page.find((other) => other.kind === p.kind && other.subject === 'static')!;
    const shift = shifts.find((s) => s.kind === p.kind && s.subject === p.subject);
    return [
      p.kind,
      p.subject,
      range(p.readyMs),
      (p.readyMs.median / floor.readyMs.median).toFixed(2),
      (p.gzipBytes.median / 1024).toFixed(1),
      range(p.scriptMs),
      shift ? shift.max.toFixed(4) : 'n/a',
    ];
  });
  const head = [
    'page',
    'subject',
    'shown at ms (min / median / max)',
    '÷ static floor (median)',
    'JS+CSS gzip KB',
    'script ms',
    'layout shift while taken over (max of runs)',
  ];
  const moved = shifts.flatMap(describeMoved);
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '-').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    ...(moved.length ? ['', 'What moved:', '', ...moved.map((line) => `- ${line}`)] : []),
  ].join('\n');
}
