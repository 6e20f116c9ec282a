// `npm run bench` part `prerender`: the demo's pages prerendered at start (startSite with `prerender`) and as the
// templates the browser fills, measured by page cost (page-cost.ts) against the same HTML without any script (the
// prerendered pages and the floor interleaved among themselves, the filled templates apart), then the layout shift of
// the takeover (takeover-shift.ts).
import type { Browser } from '@playwright/test';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { startSite } from '../../demo/site/site-server.ts';
import { PAGE_COST_DEFAULTS, runPageCost, type PageFigures, type PageScenario } from '../page-cost.ts';
import { findSimpleProduct } from './remembered-cart.ts';
import { withBuild } from './shopkit-scenarios.ts';
import { prerenderScenarios } from './prerender-scenarios.ts';
import { prerenderTable } from './prerender-table.ts';
import { measureTakeoverShift, type TakeoverShift } from './takeover-shift.ts';

async function page(url: string): Promise<{ html: string; csp: string }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`bench: the demo site answered ${response.status} for ${url}`);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** The prerender bench's pages (prerender-scenarios.ts) read from two demo sites, prerendered and not, kept running
 * until `close` (the pages' elements read the platform). */
export async function openPrerenderScenarios(platform: RunningPlatform): Promise<{
  scenarios: PageScenario[];
  close(): Promise<void>;
}> {
  const prerendered = await startSite({ port: 0, platform, prerender: true });
  const plain = await startSite({ port: 0, platform });
  const close = async () => {
    await prerendered.close();
    await plain.close();
  };
  try {
    const { slug } = await findSimpleProduct(platform.urls.api, platform.keys.demo);
    const list = await page(`${prerendered.url}/`);
    const scenarios = prerenderScenarios({
      prerendered: { list: list.html, product: (await page(`${prerendered.url}/products/${slug}`)).html },
      client: { list: (await page(`${plain.url}/`)).html, product: (await page(`${plain.url}/products/${slug}`)).html },
      slug,
      csp: list.csp,
    });
    return { scenarios, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Each prerendered page (base currency) also with the script tag of the build in `dist` (`--compare-build`), as
 * subject `prerendered, compared build`, placed right after the page it compares with, so both run in the same rounds.
 */
function withComparedBuild(scenarios: PageScenario[], dist: string): PageScenario[] {
  return scenarios.flatMap((scenario) => {
    if (scenario.subject !== 'prerendered') return [scenario];
    const compared = { ...withBuild(scenario, dist), subject: 'prerendered, compared build' };
    if (compared.files![compared.url]!.body === scenario.files![scenario.url]!.body)
      throw new Error(`bench: the ${scenario.kind} page has no src="/shopkit.js" for --compare-build to replace`);
    return [scenario, compared];
  });
}

export async function measurePrerender(setup: {
  platform: RunningPlatform;
  browser: Browser;
  runs: number;
  /** A built dist/ directory whose script tag the prerendered pages also run (`--compare-build`). */
  compareBuild?: string | null;
}): Promise<{ results: { page: PageFigures[]; shifts: TakeoverShift[] }; table: string }> {
  const { platform, browser, runs, compareBuild } = setup;
  const opened = await openPrerenderScenarios(platform);
  const { close } = opened;
  const scenarios = compareBuild ? withComparedBuild(opened.scenarios, compareBuild) : opened.scenarios;
  try {
    const options = { ...PAGE_COST_DEFAULTS, runs };
    // In one rotation the prerendered subject always ran right after the heaviest page here (the template the
    // elements fill in the browser), the EUR one and the floor never did. Run apart, those pages precede none of the
    // pages compared, and the prerendered subjects and their floor follow one another alike.
    const filled = (scenario: PageScenario) => scenario.subject === 'client';
    const compared = await runPageCost(
      scenarios.filter((scenario) => !filled(scenario)),
      options,
      browser,
    );
    const reference = await runPageCost(scenarios.filter(filled), options, browser);
    console.log('bench: prerendered pages done');
    const figures = scenarios.map((scenario) =>
      [...compared, ...reference].find(
        (figure) => figure.kind === scenario.kind && figure.subject === scenario.subject,
      )!,
    );
    const shifts = await measureTakeoverShift(browser, scenarios, options);
    return { results: { page: figures, shifts }, table: prerenderTable(figures, shifts) };
  } finally {
    await close();
  }
}
