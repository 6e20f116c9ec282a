// <shop-search> through the built script tag on a plain page against the platform's demo catalogue: typing a
// misspelt beginning ("stonwa") shows the Stoneware products soon after the answer even on a slow phone (4x CPU), the
// keyboard alone reaches a product, axe finds nothing serious with the suggestions open at 1280 and 390 px, and the
// box with its suggestions fits both phones (screenshots kept in test-results for a look).
import type { Page } from '@playwright/test';
import { audit } from './axe-audit.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, usePhone } from './phone.ts';
import { startPlainPageServer, type PlainPageServer } from './plain-page-server.ts';

const STYLE = `
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header { padding: 12px 16px; border-bottom: 1px solid #ddd; }
  shop-search { display: block; position: relative; max-width: 36rem; }
  form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  label { flex-basis: 100%; font-weight: 600; }
  input { flex: 1; min-width: 0; font: inherit; padding: 10px 12px; border: 1px solid #767676; border-radius: 6px; }
  button { font: inherit; padding: 10px 16px; border: 0; border-radius: 6px; background: #1f4e79; color: #fff; }
  [data-shop-listbox] { position: absolute; left: 0; right: 0; margin-top: 4px; background: #fff;
    border: 1px solid #ccc; border-radius: 6px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.15); max-height: 70vh;
    overflow-y: auto; z-index: 1; }
  [role="option"] { display: flex; gap: 10px; align-items: center; padding: 10px 12px; color: inherit;
    text-decoration: none; min-height: 44px; box-sizing: border-box; }
  [role="option"][data-shop-active] { background: #e8f0f8; }
  .hit img { width: 40px; height: 40px; object-fit: cover; border-radius: 4px; flex: none; }
  .hit .name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  .hit .price { white-space: nowrap; }
  main { padding: 16px; }
`;

function searchPage(key: string, api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Search</title><link rel="icon" href="data:,">
<style>${STYLE}</style></head><body>
<header>
  <shop-search>
    <form action="/search" role="search">
      <label for="site-search">Search the shop</label>
      <input id="site-search" name="q" type="search">
      <button>Search</button>
    </form>
    <template data-shop-suggestion="product">
      <a class="hit" data-shop-attr="href:product.url">
        <img alt="" width="40" height="40" decoding="async" loading="lazy" data-shop-attr="src:product.image.url">
        <span class="name" elementtiming="suggestion" data-shop-text="product.name"></span>
        <span class="price" data-shop-text="price.display"></span>
      </a>
    </template>
  </shop-search>
</header>
<main><h1>Nordic goods</h1><p>Stoneware, linen and lamps.</p></main>
<script src="/shopkit.js" data-publishable-key="${key}" data-api-url="${api}" data-consent="false" data-storage="memory"></script>
</body></html>`;
}

/** An Element Timing entry (not in TypeScript's DOM library): when an element marked `elementtiming` was painted. */
interface ElementPaint extends PerformanceEntry {
  readonly renderTime: number;
  readonly element: Element | null;
}

let server: PlainPageServer;

test.beforeEach(async ({ platform }) => {
  server = await startPlainPageServer(searchPage(platform.keys.demo, platform.urls.api));
});
test.afterEach(async () => server.close());

/** Types `text` as a shopper does and resolves once the suggestions for it are shown. */
async function typeAndWait(page: Page, text: string): Promise<void> {
  // A search box until its code arrives (on the click), a combobox after.
  const input = page.getByLabel('Search the shop');
  await input.click();
  const shown = page.evaluate(
    (query) =>
      new Promise<void>((resolve) =>
        document.querySelector('shop-search')!.addEventListener('shop-search-suggest', function listen(event) {
          if ((event as CustomEvent<{ query: string }>).detail.query !== query) return;
          this.removeEventListener('shop-search-suggest', listen);
          resolve();
        }),
      ),
    text,
  );
  await input.pressSequentially(text);
  await shown;
}

// The bar (options painted within 100 ms of the answer under 4x CPU) is a speed figure that varies with the machine:
// this test prints it and holds the behaviour (the listbox and its options).
test(
  'typing "stonwa" under 4x CPU shows the Stoneware products and a completion, and prints how long after the answer',
  { tag: '@timing' },
  async ({ page }) => {
    await page.goto(server.url);
    // The box's code loads when the shopper reaches for it (load-on-intent.ts): the focus brings it.
    await page.getByRole('searchbox', { name: 'Search the shop' }).focus();
    await page.waitForFunction(() => customElements.get('shop-search') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // From the answer's last byte (the resource timing of the "stonwa" request) to the frame that shows its Stoneware
    // options on screen: the render time the Element Timing API reports for the first product name (the template's
    // `elementtiming`) among the options that answer put in the document.
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shown: Element[] = [];
          const painted: ElementPaint[] = [];
          const settle = () => {
            const entry = painted.find((candidate) => candidate.element && shown.includes(candidate.element));
            if (!entry) return;
            observer.disconnect();
            const answers = performance
              .getEntriesByType('resource')
              .filter((resource) => /\/v2\/search\/suggest\?q=stonwa&/.test(resource.name));
            resolve(entry.renderTime - (answers.at(-1) as PerformanceResourceTiming).responseEnd);
          };
          const observer = new PerformanceObserver((list) => {
            painted.push(...(list.getEntries() as ElementPaint[]));
            settle();
          });
          observer.observe({ type: 'element', buffered: true });
          const box = document.querySelector('shop-search')!;
          box.addEventListener('shop-search-suggest', function listen(event) {
            if ((event as CustomEvent<{ query: string }>).detail.query !== 'stonwa') return;
            this.removeEventListener('shop-search-suggest', listen);
            shown = [...box.querySelectorAll('[elementtiming="suggestion"]')].filter((name) =>
              name.textContent!.includes('Stoneware'),
            );
            settle();
          });
        }),
    );
    const input = page.getByRole('combobox', { name: 'Search the shop' });
    await input.click();
    await input.pressSequentially('stonwa');
    const elapsed = await timing;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option', { name: /Stoneware Mug/ })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'stoneware', exact: true })).toBeVisible();
    test.info().annotations.push({ type: 'answer to painted options, ms', description: elapsed.toFixed(1) });
    console.log(`search box: the answer to painted options under 4x CPU took ${elapsed.toFixed(1)} ms (bar 100 ms)`);
  },
);

test('the keyboard alone reaches a product, and axe finds nothing serious with the list open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.keyboard.press('Tab');
  const input = page.getByRole('combobox', { name: 'Search the shop' });
  await expect(input).toBeFocused();
  await typeAndWait(page, 'stonwa');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await audit(page, 'the search box with its suggestions, 1280 px');
  const mug = page.getByRole('option', { name: /Stoneware Mug/ });
  for (let step = 0; step < 10 && (await mug.getAttribute('aria-selected')) !== 'true'; step++)
    await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await mug.getAttribute('id'))!);
  await expect(input).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\/stoneware-mug/);
});

test('Enter without an active option goes to the results page with the query', async ({ page }) => {
  await page.goto(server.url);
  await typeAndWait(page, 'skal');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'skal');
});

for (const phone of PHONES) {
  test(`the box and its suggestions fit a ${phone.name} screen and pass axe`, async ({ page }, testInfo) => {
    await usePhone(page, phone);
    await page.goto(server.url);
    await typeAndWait(page, 'stonwa');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /Stoneware Mug/ })).toBeVisible();
    await expectFitsPhone(page, { actions: [page.getByRole('button', { name: 'Search' })] });
    await audit(page, `the search box with its suggestions, ${phone.name}`);
    await page.screenshot({ path: testInfo.outputPath(`search-${phone.width}.png`) });
  });
}
