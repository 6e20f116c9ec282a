// The snippets the README, docs/elements.md and llms.txt say work as pasted against `npm start` do: each is put in a
// page of another origin with only the ports moved to the test's (the platform and the demo site run on free ports
// here, 4300-4302 under `npm start`); the script comes from the demo site, and the page does what the snippet is for.
// The demo site serves llms.txt as the build wrote it.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../demo/site/static-files.ts';
import { START_PORTS } from '../../demo/start-ports.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer, type PlainPageServer } from './plain-page-server.ts';

/** The html block between `<!-- snippet:name -->` and its closing marker in `file`. */
function snippet(file: string, name: string): string {
  const text = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const match = new RegExp(
    `<!-- snippet:${name} -->\\s*\`\`\`html\\n([\\s\\S]*?)\\n\`\`\`\\s*<!-- /snippet:${name} -->`,
  ).exec(text);
  if (!match) throw new Error(`${file}: no snippet "${name}"`);
  return match[1]!;
}

interface Pasted {
  server: PlainPageServer;
  errors: string[];
  scriptOrigins: Set<string>;
}

async function pasteIntoPage(page: Page, code: string, urls: { site: string; api: string; checkout: string }) {
  const moved: Array<[number, string]> = [
    [START_PORTS.site, urls.site],
    [START_PORTS.api, urls.api],
    [START_PORTS.checkout, urls.checkout],
  ];
  for (const [port, url] of moved) code = code.replaceAll(`http://127.0.0.1:${port}`, url.replace(/\/$/, ''));
  // The test's own ports are any free ones, 43125 among them: only a whole `npm start` port is left unmoved.
  expect(code).not.toMatch(/127\.0\.0\.1:43\d\d\b/);
  const server = await startPlainPageServer(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>My page</title><link rel="icon" href="data:,"></head><body>${code}</body></html>`);
  const pasted: Pasted = { server, errors: [], scriptOrigins: new Set() };
  page.on('pageerror', (error) => pasted.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pasted.errors.push(message.text());
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') pasted.scriptOrigins.add(new URL(request.url()).origin);
  });
  await page.goto(server.url);
  return pasted;
}

for (const file of ['README.md', 'llms.txt']) {
  test(`the quick start of ${file} works as pasted, from a page on another origin`, async ({
    page,
    platform,
    site,
  }) => {
    const urls = { site: site.url, api: platform.urls.api, checkout: platform.urls.checkout };
    const pasted = await pasteIntoPage(page, snippet(file, 'quickstart'), urls);
    try {
      await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect(page.locator('shop-consent-banner')).not.toHaveAttribute('visible');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
      expect(pasted.scriptOrigins).toEqual(new Set([new URL(site.url).origin]));
      expect(pasted.errors).toEqual([]);
    } finally {
      await pasted.server.close();
    }
  });
}

for (const file of ['docs/elements.md', 'llms.txt']) {
  test(`the catalogue snippet of ${file} lists products and adds a chosen variant`, async ({
    page,
    platform,
    site,
  }) => {
    const urls = { site: site.url, api: platform.urls.api, checkout: platform.urls.checkout };
    const pasted = await pasteIntoPage(page, snippet(file, 'catalogue'), urls);
    try {
      await expect(page.locator('shop-product-list article.card')).toHaveCount(4);
      await expect(page.locator('shop-product-list article.card h3').first()).not.toBeEmpty();
      await expect(page.locator('shop-product h2')).toHaveText('Stoneware Mug');
      await page.getByRole('radio', { name: 'Clay' }).check();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
      expect(pasted.errors).toEqual([]);
    } finally {
      await pasted.server.close();
    }
  });
}

test('the demo site serves llms.txt as the build wrote it', async ({ site }) => {
  const response = await fetch(`${site.url}/llms.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe(fs.readFileSync(path.join(REPO_ROOT, 'llms.txt'), 'utf8'));
});
