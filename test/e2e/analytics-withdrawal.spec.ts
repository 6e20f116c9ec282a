// Withdrawal deletes the analytics and marketing cookies on the page's host and on its parent domain, and the tags
// stop, so nothing writes them back (orestbida/cookieconsent #249, #297, #465, #675 are the ways this goes wrong).
// The page runs on shop.example.test, which the browser resolves to loopback, so cookies can live on example.test.
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { expect, test } from './fixtures.ts';
import { cartCount, consentBanner, decideConsent } from './shop-page.ts';
import { TAG_IDS, eventHits, startTagPage, type TagPage } from './tag-page.ts';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--host-resolver-rules=MAP shop.example.test 127.0.0.1, MAP example.test 127.0.0.1'],
  },
});

const ANALYTICS = ['_ga', `_ga_${TAG_IDS.ga4.slice(2)}`, '_gid'];
const MARKETING = ['_gcl_au', '_fbp', '_fbc'];

let tags: FakeTagServer;
let shop: TagPage;

test.beforeEach(async ({ platform }) => {
  tags = await startFakeTagServer();
  shop = await startTagPage(platform, tags, { host: 'shop.example.test' });
});
test.afterEach(async () => {
  await shop.close();
  await tags.close();
});

/** Where each tracking cookie lives now: `name@domain` (a leading dot for a domain cookie). */
async function trackingCookies(page: import('@playwright/test').Page): Promise<string[]> {
  const all = await page.context().cookies();
  return all
    .filter((cookie) => [...ANALYTICS, ...MARKETING].includes(cookie.name))
    .map((cookie) => `${cookie.name}@${cookie.domain}`)
    .sort();
}

async function openSettings(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  return banner;
}

test('a narrower decision, then withdrawal, delete the cookies on the host and the parent domain for good', async ({
  page,
}) => {
  await page.goto(shop.url);
  await decideConsent(page, 'all');
  await expect.poll(() => eventHits(tags).filter(([, name]) => name === 'PageView').length).toBe(1);
  // What the tags wrote themselves (on the parent domain, as GA4 and the pixel do), plus cookies on both the host
  // and the parent domain the way an earlier setup or another subdomain could have left them.
  const origin = new URL(shop.url);
  await page.context().addCookies(
    ['_gid', '_gcl_au', '_fbc', '_ga'].flatMap((name) => [
      { name, value: 'host', domain: origin.hostname, path: '/' },
      { name, value: 'parent', domain: '.example.test', path: '/' },
    ]),
  );
  await page.context().addCookies([{ name: 'unrelated', value: 'kept', domain: '.example.test', path: '/' }]);
  const before = await trackingCookies(page);
  expect(before).toEqual(
    expect.arrayContaining([
      '_ga@.example.test',
      '_ga@shop.example.test',
      `_ga_${TAG_IDS.ga4.slice(2)}@.example.test`,
      '_fbp@.example.test',
      '_fbc@shop.example.test',
      '_gcl_au@.example.test',
    ]),
  );

  // Narrower: marketing off. Its cookies go from both domains; the analytics cookies stay.
  let banner = await openSettings(page);
  await banner.getByRole('checkbox', { name: /Marketing/ }).uncheck();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => trackingCookies(page)).toEqual(before.filter((entry) => /^_g(a|id)/.test(entry)));

  // Withdrawal: nothing of either category is left anywhere.
  banner = await openSettings(page);
  await banner.getByRole('checkbox', { name: /Analytics/ }).uncheck();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => trackingCookies(page)).toEqual([]);

  // The tags stopped: more events and a reload write nothing back (the running GA4 tag was disabled, and no tag
  // loads on the next page).
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await page.reload();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('2');
  expect(await trackingCookies(page)).toEqual([]);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['unrelated', 'shop_consent', 'shop_cart_id']));
  expect(eventHits(tags).filter(([, name]) => name === 'add_to_cart')).toEqual([]);
});
