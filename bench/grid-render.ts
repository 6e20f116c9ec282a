// `npm run bench:grid -- [--rounds 15] [--variants ours,plain-all]`: what the cards of a list cost to render, and
// which of their elements costs what. It opens the demo's home page (24 cards) on the local platform, throttles the
// CPU 4x, and re-renders the grid `--rounds` times (the list's sort switched back and forth, so every row is built
// anew): each round is the time from the answer's last byte to the frame after the list says it has shown the page,
// with the longest task in between. Each variant changes the list's template before the rounds:
//   ours          the demo's template as it is
//   plain-image   <shop-product-image> replaced by a plain <img> bound to the image URL
//   plain-price   <shop-price> replaced by a <span> bound to the price's text
//   plain-add     <shop-add-to-cart> replaced by a <div> around the merchant's button (shown and hidden the same way)
//   plain-all     all three replaced: the card as plain bound HTML, the floor for a card with these parts
//   bare-elements all three replaced by a trivial custom element with a shadow root and the shared tokens (no lit,
//                 no client, no scope): what a custom element with a shadow root costs by itself
// With `--profile`, a CPU profile of each variant's rounds prints the functions that took the most time over them
// (each function's own time, then with its callees).
// Builds nothing: run `npm run build` first. Like the bench, it wants a quiet machine.
import { startPlatform } from '../demo/platform/start-platform.ts';
import { startSite } from '../demo/site/site-server.ts';
import { launchBenchBrowser } from './network.ts';
import { PAGE_COST_DEFAULTS } from './page-cost.ts';
import { median } from './stats.ts';
import { flag } from './flags.ts';
import { hottestFunctions, type CpuProfile } from './trace-summary.ts';

const VARIANTS = ['ours', 'plain-image', 'plain-price', 'plain-add', 'plain-all', 'bare-elements'] as const;
type Variant = (typeof VARIANTS)[number];

const rounds = Number(flag('rounds') ?? '15');
const profiled = process.argv.includes('--profile');
const variants = (flag('variants') ?? VARIANTS.join(',')).split(',') as Variant[];
const unknown = variants.filter((variant) => !VARIANTS.includes(variant));
if (unknown.length > 0 || !(rounds > 0))
  throw new Error(
    `--variants takes ${VARIANTS.join(', ')} and --rounds a positive number (got ${process.argv.slice(2)})`,
  );

/** Changes the list's template in the page for `variant` (no named inner functions: tsx would wrap them). */
function applyVariant(variant: Variant): void {
  const template = document.querySelector<HTMLTemplateElement>('shop-product-list > template')!;
  const plain: Array<[string, string, Record<string, string>]> = [];
  if (variant === 'plain-image' || variant === 'plain-all')
    plain.push([
      'shop-product-image',
      'img',
      { 'data-shop-attr': 'src:product.image.url', width: '320', height: '320', loading: 'lazy', alt: '' },
    ]);
  if (variant === 'plain-price' || variant === 'plain-all')
    plain.push(['shop-price', 'span', { 'data-shop-text': 'price.fromDisplay' }]);
  if (variant === 'plain-add' || variant === 'plain-all') plain.push(['shop-add-to-cart', 'div', {}]);
  if (variant === 'bare-elements') {
    const tokens = document.querySelector('shop-currency-select')!.shadowRoot!.adoptedStyleSheets;
    customElements.define(
      'bench-bare-element',
      class extends HTMLElement {
        connectedCallback(): void {
          if (this.shadowRoot) return;
          const root = this.attachShadow({ mode: 'open' });
          root.adoptedStyleSheets = [...tokens];
          const text = document.createElement('span');
          text.setAttribute('part', 'price');
          text.textContent = '€12.00';
          root.append(text, document.createElement('slot'));
        }
      },
    );
    for (const tag of ['shop-product-image', 'shop-price', 'shop-add-to-cart'])
      plain.push([tag, 'bench-bare-element', {}]);
  }
  for (const [tag, replacement, attributes] of plain) {
    for (const element of template.content.querySelectorAll(tag)) {
      const node = document.createElement(replacement);
      // The element's own attributes (how the card shows and hides it) stay, then the replacement's.
      for (const attribute of element.attributes) node.setAttribute(attribute.name, attribute.value);
      for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
      node.append(...element.childNodes);
      element.replaceWith(node);
    }
  }
}

/** One re-render: the list's sort switched, timed from the answer's last byte to the frame after `shop-list-load`. */
async function renderOnce(round: number): Promise<{ ms: number; longestTask: number }> {
  const list = document.querySelector('shop-product-list') as HTMLElement & { apply(filters: object): void };
  const tasks: number[] = [];
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  performance.clearResourceTimings();
  const loaded = new Promise((resolve) => list.addEventListener('shop-list-load', resolve, { once: true }));
  list.apply({ sort: round % 2 === 0 ? 'name_asc' : 'price_asc' });
  await loaded;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const shownAt = performance.now();
  const answer = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/v2/products'))
    .at(-1) as PerformanceResourceTiming;
  // Long task entries arrive after their task: one more task for the last of them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return { ms: shownAt - answer.responseEnd, longestTask: Math.max(0, ...tasks) };
}

const platform = await startPlatform();
const site = await startSite({ port: 0, platform });
platform.allowStorefrontOrigin('demo', site.url);
const browser = await launchBenchBrowser();
try {
  console.log(`| variant | render ms (min / median / max) | longest task ms (min / median / max) |`);
  console.log(`| - | - | - |`);
  for (const variant of variants) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await page.locator('shop-product-list[state="ready"]').waitFor();
    await page.evaluate(applyVariant, variant);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_COST_DEFAULTS.cpuRate });
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const runs = [];
    for (let round = 0; round < rounds; round++) runs.push(await page.evaluate(renderOnce, round));
    const profile = profiled ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile) : null;
    const spread = (values: number[]): string =>
      [Math.min(...values), median(values), Math.max(...values)].map((value) => value.toFixed(0)).join(' / ');
    console.log(
      `| ${variant} | ${spread(runs.map((run) => run.ms))} | ${spread(runs.map((run) => run.longestTask))} |`,
    );
    if (profile) {
      // Main-thread time spent on anything but waiting, per round: less inflated by a loaded machine than latency.
      const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id));
      const busy = profile.samples.reduce(
        (sum, sample, index) => (idle.has(sample) ? sum : sum + (profile.timeDeltas[index + 1] ?? 0) / 1000),
        0,
      );
      console.log(`\n${variant}: busy ${(busy / rounds).toFixed(0)} ms per round (profile samples not idle)`);
      // The profile's own clock: every sample of the rounds counts.
      const whole = { pid: 0, tid: 0, start: profile.startTime };
      const window = { from: 0, to: Number.POSITIVE_INFINITY };
      console.log(`\n${variant}, own time over ${rounds} rounds:`);
      console.log(hottestFunctions(profile, whole, window, 30, true).join('\n'));
      console.log(`\n${variant}, with callees:`);
      console.log(hottestFunctions(profile, whole, window, 30).join('\n'));
      console.log();
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
  await platform.close();
}
