// Watching a prerendered page as the Shopkit script takes it over: every layout shift from before the first paint
// (with the nodes that moved), every prerendered clone removed, and a way to hold the script until the page has painted
// its markup, as on a slow connection. Used by prerendered-pages.spec.ts and header-reserves.spec.ts.
import type { Page, Route } from '@playwright/test';

/** Two animation frames: what changed has been painted. */
export const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A layout shift as the page saw it: its score, the nodes that moved (tag, class and text) and, for each, the page
 * region it sits in (its nearest `header`, `main` or `footer`, through shadow roots; `page` outside all three).
 */
export interface Shift {
  value: number;
  moved: string[];
  regions: string[];
}

/**
 * Records, from before the first paint, every layout shift anywhere on the page (the catalogue, the header's and the
 * footer's elements upgrading, a page painted while still being parsed), with the nodes that moved, and every card or
 * product clone removed from the page (a second render of markup that was already there). A shift within half a
 * second of the shopper's own input (choosing a currency) is left out, as the layout shift score leaves it out.
 */
export async function watchTakeover(page: Page): Promise<{ shifts(): Promise<Shift[]>; removed(): Promise<number> }> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: Shift[]; __removed: number };
    state.__shifts = [];
    state.__removed = 0;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    const describe = ({ node, previousRect, currentRect }: Source): string => {
      const moved = `${box(previousRect)} -> ${box(currentRect)}`;
      if (!(node instanceof Element)) return `${node?.nodeName ?? 'a node since removed'} ${moved}`;
      const text = node.textContent?.trim().slice(0, 30) ?? '';
      return `${node.localName}${node.className ? `.${String(node.className).replace(/ /g, '.')}` : ''} "${text}" ${moved}`;
    };
    const regionOf = (start: Node | null): string => {
      for (let node = start; node; node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null))
        if (node instanceof Element && ['header', 'main', 'footer'].includes(node.localName)) return node.localName;
      return 'page';
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput)
          state.__shifts.push({
            value: entry.value,
            moved: entry.sources.map(describe),
            regions: entry.sources.map(({ node }) => regionOf(node)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.hasAttribute('data-shop-clone')) state.__removed += 1;
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    shifts: () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts),
    removed: () => page.evaluate(() => (window as unknown as { __removed: number }).__removed),
  };
}

/**
 * Holds the Shopkit script until the page has painted its prerendered markup, as on a slow connection, so the
 * elements take over what is already on screen (a shift counts only for what was painted), then lets it load.
 */
export async function openPaintedFirst(page: Page, open: () => Promise<unknown>): Promise<void> {
  const script = /\/shopkit\.js$/;
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let continued: Promise<void> = Promise.resolve();
  const hold = (route: Route): Promise<void> => (continued = held.then(() => route.continue()));
  await page.route(script, hold);
  try {
    await open();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await frames(page);
  } finally {
    release();
    await continued;
    await page.unroute(script, hold);
  }
}
