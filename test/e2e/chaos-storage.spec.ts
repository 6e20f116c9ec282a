// Storage faults in a real browser: cookies disabled, localStorage that throws or is over quota, tampered values
// (garbage cart id, malformed currency) and a cart expired on the platform. The client degrades or recovers with a
// fresh cart, never throws into the page, and `runtime` says which storage it ended up with.
import { findCart } from '../../demo/platform/repo/carts.ts';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  attributes,
  collectPageErrors,
  installRecorder,
  pageHtml,
  recorded,
  scriptTag,
  startChaosShop,
  waitUntilSettled,
  type ChaosShop,
} from './chaos-page.ts';
import { addToCart } from './shop-page.ts';

const PRODUCT = { 'product-id': 'prod_005', 'variant-id': 'var_005_1' };
let shop: ChaosShop;
const urls = new Map<string, string>();

test.beforeAll(async () => {
  shop = await startChaosShop();
  const body = `<shop-currency-select></shop-currency-select><shop-cart></shop-cart><shop-add-to-cart${attributes(PRODUCT)}></shop-add-to-cart><shop-price${attributes(PRODUCT)}></shop-price>`;
  for (const storage of ['auto', 'localStorage'])
    urls.set(storage, await shop.serve(pageHtml(scriptTag(shop.platform, { 'data-storage': storage }), body)));
});
test.afterAll(async () => {
  await shop?.close();
});

/** Init scripts that break the browser's storage the way privacy settings and full disks do. */
const BREAK = {
  cookies: () => {
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
  },
  localStorageWrites: () => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  localStorageAccess: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('access denied', 'SecurityError');
      },
    });
  },
  localStorageFillsUp: () => {
    // The first write (the client's probe) fits; every later one is over quota.
    const original = Storage.prototype.setItem;
    let writes = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (writes++ > 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    };
  },
} as const;

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(
  browser: import('@playwright/test').Browser,
  storage: string,
  breaks: Array<keyof typeof BREAK>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Opened> {
  const context = await browser.newContext();
  for (const name of breaks) await context.addInitScript(BREAK[name]);
  await installRecorder(context);
  await prepare?.(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(urls.get(storage)!);
  await waitUntilSettled(page);
  return { context, page, errors };
}

const runtime = (page: Page) =>
  page.evaluate(() => (window as unknown as { Shopkit: { client: { runtime: object } } }).Shopkit.client.runtime);
const cartId = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { Shopkit: { client: { cart: { id(): Promise<string | null> } } } }).Shopkit.client.cart.id(),
  );
const count = (page: Page) => page.locator('shop-cart [part="count"]');

async function addOnce(page: Page): Promise<void> {
  await addToCart(page, page.locator('shop-add-to-cart button'));
  await expect(count(page)).toHaveText('1');
  await waitUntilSettled(page);
}

async function expectNoErrorState(page: Page): Promise<void> {
  expect(await page.locator('[error]').count(), 'elements in their error state').toBe(0);
  expect(
    (await recorded(page)).filter((event) => event.type === 'shop-error'),
    'shop-error events',
  ).toEqual([]);
}

test('cookies disabled: the cart lives in localStorage and survives a reload', async ({ browser }) => {
  const { context, page, errors } = await open(browser, 'auto', ['cookies']);
  expect(await runtime(page)).toEqual({
    environment: 'browser',
    storage: 'localStorage',
    persistent: true,
    degraded: null,
  });
  await addOnce(page);
  await page.reload();
  await expect(count(page)).toHaveText('1');
  await expectNoErrorState(page);
  expect(errors).toEqual([]);
  await context.close();
});

for (const [title, breaks] of [
  ['cookies disabled and localStorage writes throwing', ['cookies', 'localStorageWrites']],
  ['cookies disabled and localStorage access denied', ['cookies', 'localStorageAccess']],
] as const) {
  test(`${title}: the client falls back to memory, says so, and the cart still works`, async ({ browser }) => {
    const { context, page, errors } = await open(browser, 'auto', [...breaks]);
    expect(await runtime(page)).toEqual({
      environment: 'browser',
      storage: 'memory',
      persistent: false,
      degraded: null,
    });
    await addOnce(page);
    await expectNoErrorState(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('data-storage="localStorage" over quota: memory, not persistent, cart works', async ({ browser }) => {
  const { context, page, errors } = await open(browser, 'localStorage', ['localStorageWrites']);
  expect(await runtime(page)).toEqual({ environment: 'browser', storage: 'memory', persistent: false, degraded: null });
  await addOnce(page);
  await expectNoErrorState(page);
  expect(errors).toEqual([]);
  await context.close();
});

// Was a finding (core): storage is probed once, and later failed writes were dropped while `runtime` kept saying
// `persistent: true`. Now the client falls back to memory for the page and says so.
test('localStorage filling up after the probe: the cart stays in the page and runtime says it is not persistent', async ({
  browser,
}) => {
  const { context, page, errors } = await open(browser, 'localStorage', ['localStorageFillsUp']);
  await addOnce(page);
  expect(await runtime(page)).toEqual({
    environment: 'browser',
    storage: 'memory',
    persistent: false,
    degraded: 'write-failed',
  });
  await addToCart(page, page.locator('shop-add-to-cart button'));
  await expect(count(page)).toHaveText('2');
  expect(await cartId(page), 'the cart id is kept in memory').toMatch(/^cart_[a-z0-9]+$/);
  await expectNoErrorState(page);
  await page.reload();
  await waitUntilSettled(page);
  expect(await runtime(page)).toEqual({
    environment: 'browser',
    storage: 'localStorage',
    persistent: true,
    degraded: null,
  });
  expect(errors).toEqual([]);
  await context.close();
});

for (const garbage of [
  '..%2F..%2Fadmin%2Freset',
  '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  'cart_doesnotexist',
  'x'.repeat(2000),
  '%00%FF',
]) {
  test(`a garbage cart id (${garbage.slice(0, 24)}) is forgotten and the next add makes a fresh cart`, async ({
    browser,
  }) => {
    const { context, page, errors } = await open(browser, 'auto', [], async (ctx) => {
      await ctx.addCookies([{ name: 'shop_cart_id', value: garbage, url: urls.get('auto')! }]);
    });
    await expect(count(page)).toHaveText('0');
    await waitUntilSettled(page);
    const reads = shop.platform.log
      .snapshot('api')
      .entries.filter((entry) => entry.method === 'GET' && entry.path.startsWith('/v2/cart/'));
    expect(reads.at(-1), 'the client did read the tampered id').toMatchObject({ status: 404 });
    expect(await cartId(page)).toBeNull();
    await addOnce(page);
    expect(await cartId(page)).toMatch(/^cart_[a-z0-9]+$/);
    await expectNoErrorState(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

for (const currency of ['EURO', '%3Cb%3EEUR%3C%2Fb%3E', 'e', '12%24']) {
  test(`a malformed stored currency (${currency}) is ignored: the shop's own currency, prices and cart work`, async ({
    browser,
  }) => {
    const { context, page, errors } = await open(browser, 'auto', [], async (ctx) => {
      await ctx.addCookies([{ name: 'shop_currency', value: currency, url: urls.get('auto')! }]);
    });
    expect(
      await page.evaluate(
        () => (window as unknown as { Shopkit: { client: { currency: string | null } } }).Shopkit.client.currency,
      ),
    ).toBeNull();
    await expect(page.locator('shop-currency-select select')).toHaveValue('SEK');
    await expect(page.locator('shop-price')).not.toHaveAttribute('loading');
    await addOnce(page);
    const id = (await cartId(page))!;
    const cart = await shop.platform.db.transaction((tx) => findCart(tx, id));
    expect(cart, 'the cart exists on the platform').toBeTruthy();
    await expectNoErrorState(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a cart expired on the platform reads as empty after a reload and the next add starts a fresh one', async ({
  browser,
}) => {
  const { context, page, errors } = await open(browser, 'auto', []);
  await addOnce(page);
  const expired = await cartId(page);
  const response = await fetch(`${shop.platform.urls.admin}/admin/carts/${expired}/expire`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.platform.adminToken}` },
  });
  expect(response.status).toBe(200);
  await page.reload();
  await expect(count(page)).toHaveText('0');
  await waitUntilSettled(page);
  // The count can show 0 before the client has written that it forgot the cart: wait for the storage to say so.
  await expect.poll(() => cartId(page)).toBeNull();
  await addOnce(page);
  expect(await cartId(page)).not.toBe(expired);
  await expectNoErrorState(page);
  expect(errors).toEqual([]);
  await context.close();
});
