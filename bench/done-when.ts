// The figures issue 20 holds the script tag to, from one page-cost run (docs/proof.md and the README print them):
// per page kind, time to shown with the script tag against the single file, when the first API read leaves with each,
// the script files each page loads; the 24-card render and its longest task; the banner page's script time against
// vanilla-cookieconsent's; and the product page against Buy Button's product component. Ratios are of medians;
// "paired" gives min-max of the same ratio taken round by round (the rounds ran the subjects interleaved). The render
// is timed from the list's answer, or from its code when the answer came first (data before code: the answer often
// arrives while the code is still on its way, and no page can show the cards before both are there).
import type { PageFigures, PageSample } from './page-cost.ts';
import { LIST_CARDS } from './shopkit/shopkit-scenarios.ts';

export interface DoneWhenRow {
  measure: string;
  target: string;
  value: string;
  paired: string;
  met: boolean;
}

const fixed = (value: number, digits = 2): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function pairedSpread(a: PageFigures, b: PageFigures, of: (sample: PageSample) => number): string {
  const ratios = a.samples
    .map((sample, round) => (b.samples[round] ? of(sample) / of(b.samples[round]!) : Number.NaN))
    .filter(Number.isFinite);
  return ratios.length === 0 ? 'n/a' : `${fixed(Math.min(...ratios))}-${fixed(Math.max(...ratios))}`;
}

/** One row per "done when" figure of the issue, in its order. */
export function describeDoneWhen(page: PageFigures[]): DoneWhenRow[] {
  const find = (kind: string, subject: string) => page.find((p) => p.kind === kind && p.subject === subject);
  const rows: DoneWhenRow[] = [];
  const ratio = (kind: string, ours: string, other: string, of: (s: PageSample) => number, median: number[]) => {
    const a = find(kind, ours);
    const b = find(kind, other);
    if (!a || !b) return null;
    return { value: median[0]! / median[1]!, paired: pairedSpread(a, b, of), a, b };
  };
  for (const [kind, limit] of [
    ['cart', 0.9],
    ['product', 0.9],
    ['list', 0.9],
    ['banner', 1.0],
  ] as const) {
    const a = find(kind, 'shopkit');
    const b = find(kind, 'shopkit.full');
    if (!a || !b) continue;
    const r = ratio(kind, 'shopkit', 'shopkit.full', (s) => s.readyMs, [a.readyMs.median, b.readyMs.median])!;
    rows.push({
      measure: `${kind}: shown with the script tag ÷ with the single file`,
      target: `≤ ${fixed(limit, 1)}`,
      value: fixed(r.value),
      paired: r.paired,
      met: r.value <= limit,
    });
  }
  for (const kind of ['cart', 'product', 'list']) {
    const a = find(kind, 'shopkit');
    const b = find(kind, 'shopkit.full');
    if (!a || !b) continue;
    const gap = a.firstReadMs.median - b.firstReadMs.median;
    rows.push({
      measure: `${kind}: first API read, script tag − single file (ms)`,
      target: '≤ 0',
      value: fixed(gap, 0),
      paired: `${fixed(a.firstReadMs.median, 0)} against ${fixed(b.firstReadMs.median, 0)}`,
      met: gap <= 0,
    });
  }
  const files = page.filter((p) => p.subject === 'shopkit');
  const most = Math.max(...files.map((p) => p.scriptFiles.max));
  rows.push({
    measure: 'script files per page kind (script tag, most in any run)',
    target: '≤ 6',
    value: files.map((p) => `${p.kind} ${p.scriptFiles.max}`).join(', '),
    paired: '',
    met: most <= 6,
  });
  const list = find('list', 'shopkit');
  if (list) {
    rows.push({
      measure: `list: ${LIST_CARDS} cards shown after their answer and their code (ms)`,
      target: '≤ 120',
      value: fixed(list.renderMs.median, 0),
      paired: `${fixed(list.renderMs.min, 0)}-${fixed(list.renderMs.max, 0)}`,
      met: list.renderMs.median <= 120,
    });
    rows.push({
      measure: `list: longest task while the ${LIST_CARDS} cards render (ms)`,
      target: '≤ 50',
      value: fixed(list.renderTaskMs.median, 0),
      paired: `${fixed(list.renderTaskMs.min, 0)}-${fixed(list.renderTaskMs.max, 0)}`,
      met: list.renderTaskMs.median <= 50,
    });
  }
  const banner = find('banner', 'shopkit');
  const consent = find('banner', 'cookieconsent');
  if (banner && consent) {
    const script = banner.scriptMs.median / consent.scriptMs.median;
    rows.push({
      measure: 'banner: script time, script tag ÷ vanilla-cookieconsent',
      target: '≤ 1.0',
      value: fixed(script),
      paired: pairedSpread(banner, consent, (s) => s.scriptMs),
      met: script <= 1,
    });
    const shown = consent.readyMs.median / banner.readyMs.median;
    rows.push({
      measure: 'banner: shown, vanilla-cookieconsent ÷ script tag',
      target: '> 1.0',
      value: fixed(shown),
      paired: pairedSpread(consent, banner, (s) => s.readyMs),
      met: shown > 1,
    });
  }
  const product = find('product', 'shopkit');
  const buyButton = find('product', 'buy-button');
  if (product && buyButton) {
    const shown = buyButton.readyMs.median / product.readyMs.median;
    rows.push({
      measure: 'product: shown, Buy Button ÷ script tag',
      target: '> 1.0 (aim 1.25)',
      value: fixed(shown),
      paired: pairedSpread(buyButton, product, (s) => s.readyMs),
      met: shown > 1,
    });
  }
  return rows;
}
