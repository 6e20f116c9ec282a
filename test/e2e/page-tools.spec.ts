// The script tag's page tools (WebMCP) on the demo shop, in a Chromium started with `--enable-features=WebMCP`:
// the browser's agent sees the tools, an add goes into the shopper's own cart with the drawer and count following,
// merchant text comes back marked untrusted, bad arguments are refused by field, the agent's cart is `agentic`, and
// checkout asks the shopper before the page leaves. A browser without WebMCP, and a tag with
// `data-page-tools="false"`, fetch none of the tools' code. Nothing here is skipped: a Chromium without WebMCP
// fails the first test with a message that says so.
import type { Browser, Page } from '@playwright/test';
import { findCart } from '../../demo/platform/repo/carts.ts';
import { audit } from './axe-audit.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, usePhone } from './phone.ts';
import { SINGLE_VARIANT_PRODUCT, cartCount, cartDrawer, decideConsent } from './shop-page.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
test.use({ launchOptions: { executablePath, args: ['--enable-features=WebMCP'] } });

const TOOLS = [
  'search_products',
  'open_product',
  'add_to_cart',
  'get_cart',
  'update_cart_line',
  'choose_currency',
  'go_to_checkout',
];
const PAGE_TOOLS_FILE = /\/page-tools-[\w-]+\.js(\?|#|$)/;

type ToolAnswer = {
  content: Array<{ type: string; text: string }>;
  structuredContent?: any;
  isError?: boolean;
  _meta?: Record<string, any>;
};
const call = (page: Page, name: string, args: Record<string, unknown> = {}) =>
  page.webmcp.callTool(name, args) as Promise<ToolAnswer>;

/** The demo's home page with its cookie question answered, once the page has registered its tools. */
async function openShop(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const hasApi = await page.evaluate(() => 'modelContext' in document || 'modelContext' in navigator);
  expect(
    hasApi,
    `this Chromium (${executablePath}) has no WebMCP with --enable-features=WebMCP; the page tools cannot be tested`,
  ).toBe(true);
  await decideConsent(page, 'necessary');
  await expect.poll(async () => (await page.webmcp.tools()).map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
}

/** Records the page's commerce events (from its first script on, on every page it opens). */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { analytics: unknown[] }).analytics = seen;
    document.addEventListener('shop-analytics', (event) => seen.push((event as CustomEvent).detail));
  });
}

const analytics = (page: Page) =>
  page.evaluate(() => (window as unknown as { analytics: Array<{ name: string; params: object }> }).analytics);

async function findProductId(page: Page, query: string, name: string): Promise<string> {
  const found = await call(page, 'search_products', { query });
  return found.structuredContent.products.find((product: { name: string }) => product.name === name).id;
}

test('lists the page tools with their schemas, read-only and untrusted-content annotations', async ({ page, site }) => {
  await openShop(page, `${site.url}/`);
  const tools = await page.webmcp.tools();
  for (const tool of tools) expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object' });
  const annotated = (key: string) =>
    tools.filter((tool) => (tool.annotations as Record<string, boolean> | undefined)?.[key]).map((tool) => tool.name);
  expect(annotated('readOnly').sort()).toEqual(['get_cart', 'search_products']);
  expect(annotated('untrustedContent').sort()).toEqual([
    'add_to_cart',
    'get_cart',
    'open_product',
    'search_products',
    'update_cart_line',
  ]);
});

test("adds to the shopper's cart: the count and the drawer follow, the cart and the event are agentic", async ({
  page,
  site,
  platform,
}) => {
  await recordAnalytics(page);
  await openShop(page, `${site.url}/`);
  const productId = await findProductId(page, 'breakfast bowl', SINGLE_VARIANT_PRODUCT);
  const added = await call(page, 'add_to_cart', { productId, quantity: 2 });
  expect(added.isError ?? false, added.content[0]?.text).toBe(false);
  expect(added.structuredContent.cart).toMatchObject({ itemCount: 2, lines: [{ name: SINGLE_VARIANT_PRODUCT }] });
  await expect(cartCount(page)).toHaveText('2');
  await expect(cartDrawer(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your assistant added 2 × Breakfast Bowl' })).toBeVisible();

  const events = await analytics(page);
  expect(events.find((event) => event.name === 'add_to_cart')?.params).toMatchObject({ surface: 'agentic' });
  const cartId = await page.evaluate(() =>
    (window as unknown as { Shopkit: { client: { cart: { id(): Promise<string> } } } }).Shopkit.client.cart.id(),
  );
  expect((await platform.db.transaction((tx) => findCart(tx, cartId)))?.surface).toBe('agentic');

  // The shopper's own change is theirs; the agent's quantity change follows on the page too.
  const lineId = added.structuredContent.cart.lines[0].lineId;
  const changed = await call(page, 'update_cart_line', { lineId, quantity: 3 });
  expect(changed.structuredContent.cart.itemCount).toBe(3);
  await expect(cartCount(page)).toHaveText('3');
  const read = await call(page, 'get_cart');
  expect(read.structuredContent.cart).toMatchObject({ itemCount: 3, currency: 'SEK' });
});

test('marks merchant text untrusted, and refuses bad arguments by field without changing the cart', async ({
  page,
  site,
}) => {
  await openShop(page, `${site.url}/`);
  const found = await call(page, 'search_products', { query: 'tea towel' });
  expect(found._meta?.untrustedContent).toMatchObject({ source: 'merchant' });
  expect(found.content[0]!.text).toMatch(
    /<untrusted-merchant-text>\n[^]*Linen Tea Towel[^]*<\/untrusted-merchant-text>/,
  );
  const productId = found.structuredContent.products[0].id;
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['add_to_cart', { productId, quantity: 1e9 }, /^quantity must be an integer from 1 to 999 \(got 1000000000\)/],
    ['add_to_cart', { productId, quantity: '2' }, /^quantity must be an integer from 1 to 999 \(got "2"\)/],
    ['add_to_cart', { productId: 'prod_\u202eevil' }, /^productId must not hold control characters, bidi overrides/],
    ['add_to_cart', { productId, admin: true }, /^admin is not a field of this tool/],
    ['add_to_cart', {}, /^productId is required/],
    ['add_to_cart', { productId: 'prod_nope' }, /prod_nope/],
    ['update_cart_line', { lineId: 'li_nope', quantity: 1 }, /^lineId is not a line of the shopper's cart/],
    ['choose_currency', { currency: 'XXX' }, /^currency must be one this shop offers: SEK, /],
    ['open_product', { id: productId, slug: 'linen-tea-towel' }, /^id or slug: give exactly one of them/],
  ];
  for (const [name, args, message] of cases) {
    const answer = await call(page, name, args);
    expect(answer.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    expect(answer.content[0]!.text, `${name} ${JSON.stringify(args)}`).toMatch(message);
  }
  expect((await call(page, 'get_cart')).structuredContent.cart).toBe(null);
  await expect(cartCount(page)).toHaveText('0');
});

test('chooses the currency the page shows', async ({ page, site }) => {
  await openShop(page, `${site.url}/`);
  const chosen = await call(page, 'choose_currency', { currency: 'EUR' });
  expect(chosen.structuredContent).toMatchObject({ currency: 'EUR' });
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
});

test('checkout asks the shopper first: "Stay here" keeps the page, "Go to checkout" leaves for it', async ({
  page,
  site,
  platform,
}) => {
  await recordAnalytics(page);
  await openShop(page, `${site.url}/`);
  const productId = await findProductId(page, 'breakfast bowl', SINGLE_VARIANT_PRODUCT);
  await call(page, 'add_to_cart', { productId });
  await expect(cartDrawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();

  const question = page.getByRole('dialog', { name: 'Your assistant wants to go to checkout' });
  const declined = call(page, 'go_to_checkout');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay here' })).toBeFocused();
  await question.getByRole('button', { name: 'Stay here' }).click();
  expect((await declined).structuredContent).toEqual({ status: 'declined' });
  expect(page.url()).toBe(`${site.url}/`);

  const agreed = call(page, 'go_to_checkout');
  await expect(question).toBeVisible();
  expect(page.url(), 'nothing leaves the page before the shopper answers').toBe(`${site.url}/`);
  await question.getByRole('button', { name: 'Go to checkout' }).click();
  expect((await agreed).structuredContent).toMatchObject({ status: 'checkout', itemCount: 1 });
  await page.waitForURL(`${platform.urls.checkout}/session/**`);
  const sessionId = new URL(page.url()).pathname.split('/')[2]!;
  const session = await platform.db.kysely
    .selectFrom('checkoutSessions')
    .select('surface')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  expect(session?.surface).toBe('agentic');

  // The shopper pays; the thank-you page's purchase event says it was the assistant's order.
  await page.getByLabel('Full name').fill('Ann Berg');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Street address').fill('Sjövägen 12');
  await page.getByLabel('Postal code').fill('413 01');
  await page.getByLabel('City').fill('Göteborg');
  await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
  await page.waitForURL(`${site.url}/success/**`);
  await expect(page.locator('shop-order-confirmation')).toHaveAttribute('state', 'confirmed');
  const purchase = (await analytics(page)).find((event) => event.name === 'purchase');
  expect(purchase?.params).toMatchObject({ surface: 'agentic' });
});

for (const phone of PHONES) {
  test(`${phone.name}: the notice and the checkout question fit the screen and pass axe`, async ({ page, site }) => {
    await usePhone(page, phone);
    await openShop(page, `${site.url}/`);
    const productId = await findProductId(page, 'breakfast bowl', SINGLE_VARIANT_PRODUCT);
    await call(page, 'add_to_cart', { productId });
    await expect(cartDrawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartDrawer(page)).toBeHidden();
    const notice = page.getByRole('status').filter({ hasText: 'Your assistant added 1 × Breakfast Bowl' });
    await expect(notice).toBeVisible();
    await expectFitsPhone(page, { actions: [notice] });
    const question = page.getByRole('dialog', { name: 'Your assistant wants to go to checkout' });
    const asked = call(page, 'go_to_checkout');
    await expect(question).toBeVisible();
    await expectFitsPhone(page, {
      within: question,
      actions: [
        question.getByRole('button', { name: 'Stay here' }),
        question.getByRole('button', { name: 'Go to checkout' }),
      ],
    });
    await audit(page, `the checkout question at ${phone.width} px`);
    await page.screenshot({ path: `test-results/page-tools-question-${phone.width}.png` });
    await page.keyboard.press('Escape');
    expect((await asked).structuredContent).toEqual({ status: 'declined' });
  });
}

/** The page-tools files a page of the demo fetched, in a browser started with `args`, once its elements are ready. */
async function pageToolFetches(browser: Browser, url: string, rewrite?: (html: string) => string) {
  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (PAGE_TOOLS_FILE.test(request.url())) fetched.push(request.url());
  });
  if (rewrite)
    await page.route(url, async (route) =>
      route.fulfill({ response: await route.fetch(), body: rewrite(await (await route.fetch()).text()) }),
    );
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
  await expect(cartCount(page)).toHaveText('0');
  const tools = await page.evaluate(() => ('modelContext' in document ? 'api' : 'none'));
  await page.close();
  return { fetched, tools };
}

test('a browser without WebMCP, and a tag that turns the tools off, fetch none of their code', async ({
  playwright,
  browser,
  site,
}) => {
  // The same page in this browser (WebMCP on) fetches the tools' file once: the count below can see it.
  const withApi = await pageToolFetches(browser, `${site.url}/`);
  expect(withApi.fetched).toHaveLength(1);

  // No flag: the file's launch options are this fixture's defaults, so the arguments are given as empty.
  const plain = await playwright.chromium.launch({ executablePath, args: [] });
  try {
    const without = await pageToolFetches(plain, `${site.url}/`);
    expect(without).toEqual({ fetched: [], tools: 'none' });
  } finally {
    await plain.close();
  }

  const off = await pageToolFetches(browser, `${site.url}/`, (html) =>
    html.replace('data-publishable-key=', 'data-page-tools="false" data-publishable-key='),
  );
  expect(off.fetched).toEqual([]);
});
