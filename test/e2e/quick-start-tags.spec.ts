// README's quick-start page, served from an origin of its own against the platform as `npm start` runs it (its tag
// stand-ins and the demo shop's stand-in tag ids, demo/tags/demo-tracking.ts): after "Accept all" the page loads its
// tags from the stand-ins the platform hands out, and asks no host but 127.0.0.1 for anything.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { snippet } from '../../scripts/llms-txt.mjs';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { REPO_ROOT } from '../../demo/site/static-files.ts';
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { standInOrigins, useDemoTracking } from '../../demo/tags/demo-tracking.ts';
import { expect, test } from './fixtures.ts';
import { decideConsent } from './shop-page.ts';

/** README's quick-start snippet with `npm start`'s default origins swapped for this run's. */
function quickStartPage(site: RunningSite, platform: RunningPlatform): string {
  const markup = snippet(fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8'), 'quickstart')
    .replace(/^```html\n|\n```$/g, '')
    .replaceAll('http://127.0.0.1:4300', site.url)
    .replaceAll('http://127.0.0.1:4301', platform.urls.api)
    .replaceAll('http://127.0.0.1:4302', platform.urls.checkout);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title></head><body>
${markup}
</body></html>`;
}

/** A plain static server on an origin of its own, answering every path with the page. */
async function servePage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('a quick-start page outside the demo site', () => {
  let tags: FakeTagServer;
  let platform: RunningPlatform;
  let site: RunningSite;

  test.beforeAll(async () => {
    tags = await startFakeTagServer({ google: 0, meta: 0 });
    platform = await startPlatform({
      ports: { api: 0, checkout: 0, cdn: 0, admin: 0 },
      localDevelopment: true,
      tagOrigins: standInOrigins(tags),
    });
    await useDemoTracking(platform);
    site = await startSite({ port: 0, platform });
  });
  test.afterAll(async () => {
    await site?.close();
    await platform?.close();
    await tags?.close();
  });

  test('loads its tags from the stand-ins after "Accept all", asking no host but 127.0.0.1', async ({ page }) => {
    const hosts = new Set<string>();
    await page.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      hosts.add(hostname);
      return hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
    });
    const served = await servePage(quickStartPage(site, platform));
    try {
      await page.goto(`${served.url}/`);
      await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
      await decideConsent(page, 'all');
      await expect
        .poll(() => tags.requests.map((request) => `${request.origin} ${request.path}`))
        .toEqual(expect.arrayContaining(['google /gtag/js', 'meta /en_US/fbevents.js']));
      await expect.poll(() => tags.hits().length, 'the stand-ins receive the page view').toBeGreaterThan(0);
      expect([...hosts]).toEqual(['127.0.0.1']);
    } finally {
      await served.close();
    }
  });
});
