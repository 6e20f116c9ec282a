// The tags load under a strict CSP with Trusted Types enforced, through the `shopkit-tags` policy, with exactly the
// CSP additions docs/consent.md documents: zero violations.
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { expect, test } from './fixtures.ts';
import { decideConsent } from './shop-page.ts';
import { eventHits, startTagPage, type TagPage } from './tag-page.ts';
import { watchViolations } from './security-page.ts';

let tags: FakeTagServer;
let shop: TagPage | null = null;

test.beforeEach(async () => {
  tags = await startFakeTagServer();
});
test.afterEach(async () => {
  await shop?.close();
  await tags.close();
});

/** The strict page policy plus the additions of docs/consent.md for GA4, GTM and the Meta pixel (their origins as configured). */
function cspWithTags(platform: { urls: { api: string; cdn: string } }, google: string, meta: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${google} ${meta}`,
    "style-src 'self'",
    `connect-src ${new URL(platform.urls.api).origin} ${google} ${meta}`,
    `img-src ${new URL(platform.urls.cdn).origin} ${google} ${meta}`,
    "require-trusted-types-for 'script'",
    'trusted-types lit-html shopkit-tags',
  ].join('; ');
}

test('GA4, GTM and the pixel load through the shopkit-tags policy with no CSP or Trusted Types violation', async ({
  page,
  platform,
}) => {
  shop = await startTagPage(platform, tags, { csp: cspWithTags(platform, tags.googleOrigin, tags.metaOrigin) });
  const violations = await watchViolations(page);
  await page.goto(shop.url);
  await decideConsent(page, 'all');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => eventHits(tags).filter(([, name]) => /add_?to_?cart/i.test(name)).length).toBe(3);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('without shopkit-tags in the trusted-types list no tag loads, and the console says which policy to add', async ({
  page,
  platform,
}) => {
  const csp = cspWithTags(platform, tags.googleOrigin, tags.metaOrigin).replace(' shopkit-tags', '');
  shop = await startTagPage(platform, tags, { csp });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(shop.url);
  await decideConsent(page, 'all');
  await expect.poll(() => errors.some((text) => text.includes('"shopkit-tags"'))).toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect(tags.requests).toEqual([]);
  const ours = errors.filter((text) => text.startsWith('Shopkit:'));
  expect(ours, 'said once, not once per tag').toHaveLength(1);
});
