// A shopper who taps while the 24-card grid renders does not wait for the whole grid: the rows go in a few per task,
// so no main-thread task of the render reaches 50 ms (the long-task threshold). The render watched here is a sort,
// from the list's answer to the last card's price shown, on a CPU slowed 2x (enough that a grid rendered in one task
// is a long task on any machine, while a few rows stay far below; the bench measures the first render at 4x). A shared
// machine now and then stalls a short task past 50 ms, so the render is watched up to three times (three sort orders,
// each a new grid) and passes on the first without a long task: a grid rendered in one task makes one every time.
import { expect, test } from './fixtures.ts';

test(
  'rendering a page of 24 cards makes no long task, and every card shows its name and price',
  { tag: '@timing' },
  async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await expect(page.locator('.card shop-price [data-shop-part="price"]')).toHaveCount(24);
    // The home page comes prerendered, its prices already in the markup: the list is sorted through its own API, so
    // its element must have taken the page over first.
    await expect(page.locator('shop-product-list')).toHaveAttribute('state', 'ready');
    await page.waitForFunction(() => customElements.get('shop-product-list') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
    const renderSorted = (sort: string) =>
      page.evaluate(
        (sort) =>
          new Promise<{ cards: number; longTasks: number[]; ms: number }>((resolve) => {
            const longTasks: Array<[number, number]> = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
            }).observe({ type: 'longtask' });
            let answered = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                if (entry.name.includes('/v2/products')) answered = (entry as PerformanceResourceTiming).responseEnd;
            }).observe({ type: 'resource' });
            const first = document.querySelector('.card');
            const shown = (): boolean => {
              const cards = [...document.querySelectorAll('.card:not(.skeleton)')];
              return (
                !first?.isConnected &&
                cards.length === 24 &&
                cards.every(
                  (card) =>
                    card.querySelector('.card-title')!.textContent!.trim() !== '' &&
                    // The row writes its price into its markup; the element, upgraded, slots it in.
                    card.querySelector('shop-price')!.shadowRoot?.querySelector('slot') &&
                    card.querySelector('shop-price [data-shop-part="price"]')?.textContent,
                )
              );
            };
            const watch = (): void => {
              if (answered && shown()) {
                const done = performance.now();
                // The observer reports a task once it has ended: one more frame lets the last one in.
                requestAnimationFrame(() =>
                  setTimeout(() =>
                    resolve({
                      cards: document.querySelectorAll('.card:not(.skeleton)').length,
                      longTasks: longTasks.filter(([start, duration]) => start + duration > answered).map(([, d]) => d),
                      ms: done - answered,
                    }),
                  ),
                );
              } else requestAnimationFrame(watch);
            };
            document.querySelector<HTMLElement & { apply(filters: object): void }>('shop-product-list')!.apply({
              sort,
            });
            requestAnimationFrame(watch);
          }),
        sort,
      );
    const renders = [];
    for (const sort of ['name_asc', 'price_desc', 'price_asc']) {
      const render = await renderSorted(sort);
      expect(render.cards).toBe(24);
      renders.push(render);
      if (render.longTasks.length === 0) break;
    }
    const tasks = renders.map((render) => `${render.ms.toFixed(0)} ms, long tasks ${JSON.stringify(render.longTasks)}`);
    expect(renders.at(-1)!.longTasks, `tasks over 50 ms in every render: ${tasks.join('; ')}`).toEqual([]);
  },
);
