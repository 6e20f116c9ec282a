// The README's quick-start snippet works as pasted against `npm start`: on a page of another origin, with only the
// ports moved to the test's (the platform and the demo site run on free ports here, 4300-4302 under `npm start`), the
// script comes from the demo site, the price shows, the banner answers and an add reaches the cart's count.
import fs from 'node:fs';
import path from 'node:path';
import { START_PORTS } from '../../demo/start-ports.ts';
import { markdownBlocks } from '../helpers/markdown-blocks.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';
import { REPO_ROOT } from '../../demo/site/static-files.ts';

/** The html block right after the README's `<!-- snippet:quickstart -->` marker. */
function quickStartSnippet(): string {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const markerLine = readme.split('\n').findIndex((line) => line.trim() === '<!-- snippet:quickstart -->') + 1;
  const block = markdownBlocks('README.md').find((entry) => entry.lang === 'html' && entry.line > markerLine);
  if (!markerLine || !block) throw new Error('README.md: no html block after <!-- snippet:quickstart -->');
  return block.code;
}

test('the README quick start works as pasted, from a page on another origin', async ({ page, platform, site }) => {
  const moved: Array<[number, string]> = [
    [START_PORTS.site, site.url],
    [START_PORTS.api, platform.urls.api],
    [START_PORTS.checkout, platform.urls.checkout],
  ];
  let snippet = quickStartSnippet();
  for (const [port, url] of moved) snippet = snippet.replaceAll(`http://127.0.0.1:${port}`, url.replace(/\/$/, ''));
  expect(snippet).not.toMatch(/127\.0\.0\.1:43\d\d/);
  const server = await startPlainPageServer(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>My page</title><link rel="icon" href="data:,"></head><body>${snippet}</body></html>`);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
  });
  try {
    await page.goto(server.url);
    await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.locator('shop-consent-banner')).not.toHaveAttribute('visible');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
    expect(new Set(scripts)).toEqual(new Set([new URL(site.url).origin]));
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});
