// The demo shop's search end to end, against the local platform: the header's box (its code fetched only when the
// shopper reaches for it) suggests as the shopper types and the keyboard alone reaches a product; a submitted query
// lands on /search with its results; a filter and a page change, and the back button brings the earlier query and its
// results back; axe finds nothing at 1280, 390 and 360 px on /search and with the suggestions open, and both phones
// show the header and the results without overflow (screenshots kept in test-results for a look).
import type { Page } from '@playwright/test';
import { audit } from './axe-audit.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, usePhone } from './phone.ts';
import { decideConsent } from './shop-page.ts';

const box = (page: Page) => page.locator('header').getByLabel('Search the shop');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.locator('#results > .card:not(.skeleton):visible');

/** Types `text` into the header's box and resolves once its suggestions for that text are shown. */
async function typeAndWait(page: Page, text: string): Promise<void> {
  await box(page).click();
  const shown = page.evaluate(
    (query) =>
      new Promise<void>((resolve) => {
        const element = document.querySelector('header shop-search')!;
        element.addEventListener('shop-search-suggest', function listen(event) {
          if ((event as CustomEvent<{ query: string }>).detail.query !== query) return;
          element.removeEventListener('shop-search-suggest', listen);
          resolve();
        });
      }),
    text,
  );
  await box(page).pressSequentially(text);
  await shown;
}

/** Waits until the results list shows the answer to the URL it is on. */
async function resultsShown(page: Page): Promise<void> {
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#results')).toHaveAttribute('state', /^(ready|empty)$/);
}

test('the header box loads on intent, suggests as the shopper types, and the keyboard alone reaches a product', async ({
  page,
  site,
}) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/.*shop-search/.test(request.url())) searchFiles.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await expect(page.locator('shop-product-list')).toHaveAttribute('state', 'ready');
  expect(searchFiles, 'nothing of the box is fetched before the shopper reaches for it').toEqual([]);
  expect(await page.evaluate(() => customElements.get('shop-search') === undefined)).toBe(true);

  await box(page).focus();
  await page.waitForFunction(() => customElements.get('shop-search') !== undefined);
  expect(searchFiles).toHaveLength(1);
  const input = page.getByRole('combobox', { name: 'Search the shop' });
  await expect(input).toBeFocused();
  await typeAndWait(page, 'stonwa');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: /Stoneware Mug/ })).toBeVisible();
  await audit(page, 'the demo header with its suggestions open, 1280 px', { every: true });

  const mug = listbox.getByRole('option', { name: /Stoneware Mug/ });
  for (let step = 0; step < 10 && (await mug.getAttribute('aria-selected')) !== 'true'; step++)
    await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await mug.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\/stoneware-mug\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
});

test('a query submitted from the header lands on /search with its results and a heading naming it', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/products/oak-cutting-board/`);
  await decideConsent(page, 'necessary');
  await box(page).fill('linen');
  await box(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'linen');
  await resultsShown(page);
  await expect(heading(page)).toHaveText('Results for “linen”');
  await expect(results(page)).toHaveCount(3);
  await expect(results(page).first()).toContainText('Linen');
  await expect(box(page), 'the box shows the words of the page').toHaveValue('linen');
  // Words that are markup are shown as text.
  await page.goto(`${site.url}/search?q=${encodeURIComponent('<b>bold</b>')}`);
  await resultsShown(page);
  await expect(heading(page)).toHaveText('Results for “<b>bold</b>”');
  await expect(heading(page).locator('b')).toHaveCount(0);
});

test('a filter and a page change, then the back button restores the earlier query and its results', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/search?q=stone`);
  await decideConsent(page, 'necessary');
  await resultsShown(page);
  await expect(heading(page)).toHaveText('Results for “stone”');
  await expect(results(page)).toHaveCount(3);

  await box(page).fill('a');
  await box(page).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'a');
  await resultsShown(page);
  await expect(results(page)).toHaveCount(12);
  const firstByRelevance = await results(page).first().locator('.card-title').textContent();

  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('q') === 'a');
  await resultsShown(page);
  const cheapest = await results(page).first().locator('.card-title').textContent();

  await page.locator('#results').getByRole('link', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === 'a');
  await resultsShown(page);
  await expect(results(page)).toHaveCount(11);
  await expect(heading(page)).toHaveText('Results for “a”');

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('page') === null && url.searchParams.get('sort') === 'price_asc');
  await resultsShown(page);
  await expect(results(page).first().locator('.card-title')).toHaveText(cheapest!);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('q') === 'a' && url.searchParams.get('sort') === null);
  await resultsShown(page);
  await expect(results(page).first().locator('.card-title')).toHaveText(firstByRelevance!);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('q') === 'stone');
  await resultsShown(page);
  await expect(heading(page)).toHaveText('Results for “stone”');
  await expect(results(page)).toHaveCount(3);
  await expect(box(page)).toHaveValue('stone');
});

test('a search that finds nothing says so in its empty state, and axe finds nothing there', async ({ page, site }) => {
  const empty = page.locator('#results [data-shop-state="empty"]');
  await page.goto(`${site.url}/search?q=zzzzqqq`);
  await decideConsent(page, 'necessary');
  await resultsShown(page);
  await expect(page.locator('#results')).toHaveAttribute('state', 'empty');
  await expect(empty).toContainText('Nothing matches your search.');
  await expect(results(page)).toHaveCount(0);
  await audit(page, '/search with no results, 1280 px', { every: true });
});

test('axe finds nothing on /search at 1280 px', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/search?q=lamp`);
  await decideConsent(page, 'necessary');
  await resultsShown(page);
  await expect(results(page)).toHaveCount(2);
  await audit(page, '/search?q=lamp, 1280 px', { every: true });
});

for (const phone of PHONES) {
  test(`/search and the header's suggestions fit a ${phone.name} screen and pass axe`, async ({
    page,
    site,
  }, testInfo) => {
    await usePhone(page, phone);
    await page.goto(`${site.url}/search?q=linen`);
    await decideConsent(page, 'necessary');
    await resultsShown(page);
    await expect(results(page)).toHaveCount(3);
    await expectFitsPhone(page, { actions: [page.locator('header').getByRole('button', { name: 'Search' })] });
    // The filters wrap, but each label stays on the line of its control, just before it.
    for (const name of ['Category', 'Sort by']) {
      const label = (await page.locator('main form label', { hasText: name }).boundingBox())!;
      const control = (await page.getByRole('combobox', { name }).boundingBox())!;
      const middle = label.y + label.height / 2;
      expect(middle, `"${name}" on its select's line`).toBeGreaterThan(control.y);
      expect(middle, `"${name}" on its select's line`).toBeLessThan(control.y + control.height);
      expect(label.x + label.width, `"${name}" before its select`).toBeLessThanOrEqual(control.x);
    }
    await audit(page, `/search?q=linen, ${phone.name}`, { every: true });
    await page.screenshot({ path: testInfo.outputPath(`search-page-${phone.width}.png`) });

    await box(page).fill('');
    await typeAndWait(page, 'stonwa');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /Stoneware Mug/ })).toBeVisible();
    await expectFitsPhone(page, { actions: [listbox.getByRole('option', { name: /Stoneware Mug/ })] });
    await audit(page, `the header's suggestions open, ${phone.name}`, { every: true });
    await page.screenshot({ path: testInfo.outputPath(`search-suggestions-${phone.width}.png`) });
  });
}
