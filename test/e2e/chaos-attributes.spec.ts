// Attribute fuzzing: hostile or malformed values (huge and negative numbers, unknown ids, markup, script URLs, very
// long text, control characters) for every attribute of every element and every configuration data attribute. Each
// ends in the element's error state or a corrected value; nothing is thrown into the page, no markup is interpreted,
// no dialog opens, nothing is left pending.
import { listCarts } from '../../demo/platform/repo/carts.ts';
import { listSessions } from '../../demo/platform/repo/checkout-sessions.ts';
import { expect, test, type Page } from '@playwright/test';
import {
  attributes,
  openRecordedPage,
  openWatchedPage,
  pageHtml,
  scriptTag,
  startChaosShop,
  waitUntilSettled,
  type ChaosShop,
} from './chaos-page.ts';

const HOSTILE = [
  '',
  '-1',
  '0',
  '2.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'prod_nope',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  '\u202e\u0007',
  'x'.repeat(10_000),
];
const ELEMENT_ATTRIBUTES: Record<string, string[]> = {
  'shop-add-to-cart': ['product-id', 'variant-id', 'quantity', 'disabled', 'pending', 'error'],
  'shop-price': ['product-id', 'variant-id', 'loading', 'error'],
  'shop-cart': ['open', 'success-url', 'back-url', 'error'],
  'shop-checkout-button': ['success-url', 'back-url', 'pending', 'error'],
  'shop-currency-select': ['error'],
  'shop-consent-banner': ['visible', 'error'],
  'shop-consent-settings-button': ['for', 'error'],
};
const DATA_ATTRIBUTES = [
  'publishable-key',
  'api-url',
  'checkout-url',
  'image-base-url',
  'currency',
  'storefront-id',
  'storefront-surface',
  'storage',
  'storage-key-prefix',
  'cart-ttl-seconds',
  'timeout-ms',
  'max-retries',
  'consent',
  'consent-revision',
  'consent-cookie-name',
  'cookie-domain',
  'cookie-path',
  'cookie-same-site',
  'cookie-secure',
  'locale',
];

let shop: ChaosShop;
test.beforeAll(async () => {
  shop = await startChaosShop();
});
test.afterAll(async () => {
  await shop?.close();
});

/** Markup that only an interpreted attribute could have made: an image or script inside the elements' trees. */
async function injectedNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('img[src="x"], script:not([src="/shopkit.js"]), [onerror]'))
        found.push(node.outerHTML.slice(0, 80));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document);
    return found;
  });
}

test('every element attribute survives hostile values: error state or a corrected value, never a throw', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const body = Object.keys(ELEMENT_ATTRIBUTES)
    .map(
      (tag) =>
        `<${tag}${tag.includes('add-to-cart') || tag === 'shop-price' ? attributes({ 'product-id': 'prod_005' }) : ''}></${tag}>`,
    )
    .join('');
  const url = await shop.serve(pageHtml(scriptTag(shop.platform, { 'data-consent': 'true' }), body));
  const { context, page, errors } = await openRecordedPage(browser, url);
  const problems = await page.evaluate(
    async ({ elements, values }) => {
      const found: string[] = [];
      const added: number[] = [];
      document.addEventListener('shop-cart-added', (event) =>
        added.push((event as CustomEvent<{ quantity: number }>).detail.quantity),
      );
      for (const [tag, names] of Object.entries(elements)) {
        const el = document.querySelector(tag) as HTMLElement & {
          updateComplete?: Promise<unknown>;
          add?: () => Promise<void>;
          start?: () => Promise<void>;
          navigate?: unknown;
        };
        if (tag === 'shop-checkout-button')
          el.navigate = (target: string) => {
            if (!/^https?:/.test(target)) found.push(`checkout would navigate to ${target}`);
          };
        for (const name of names) {
          for (const value of values) {
            const label = `${tag}[${name}=${JSON.stringify(value.slice(0, 30))}]`;
            try {
              el.setAttribute(name, value);
              await el.updateComplete;
              const before = added.length;
              if (el.add) await el.add();
              if (el.start) {
                await el.start().catch((error: unknown) => found.push(`${label}: start() rejected: ${String(error)}`));
              }
              await el.updateComplete;
              const quantity = added.length > before ? added.at(-1)! : null;
              if (quantity !== null && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= 999))
                found.push(`${label}: added quantity ${quantity}`);
            } catch (error) {
              found.push(`${label}: threw ${String(error)}`);
            } finally {
              el.removeAttribute(name);
              if (tag === 'shop-add-to-cart' || tag === 'shop-price') el.setAttribute('product-id', 'prod_005');
            }
          }
        }
      }
      return found;
    },
    { elements: ELEMENT_ATTRIBUTES, values: HOSTILE },
  );
  await waitUntilSettled(page);
  expect(problems).toEqual([]);
  expect(await injectedNodes(page)).toEqual([]);
  // A bad product id ends in the add-to-cart error state and leaves the cart's lines valid.
  await page.locator('shop-add-to-cart').evaluate(async (el) => {
    el.setAttribute('product-id', 'prod_nope');
    await (el as unknown as { add(): Promise<void> }).add();
  });
  await expect(page.locator('shop-add-to-cart')).toHaveAttribute('error', '');
  for (const cart of await shop.platform.db.transaction((tx) => listCarts(tx))) {
    for (const line of cart.lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
  }
  const sessions = await shop.platform.db.transaction((tx) => listSessions(tx));
  expect(sessions.length, 'hostile success/back URLs were tried against real handoffs').toBeGreaterThan(0);
  for (const session of sessions) {
    expect(
      [session.successUrl, session.backUrl].filter((target) => !/^https?:\/\//.test(target)),
      'handoff URLs given to the platform',
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('every configuration data attribute on a wrapper survives hostile values: the elements inside show the error state', async ({
  browser,
}) => {
  const values = ['<img src=x onerror=alert(1)>', '-1', 'x'.repeat(5_000), 'shop_pat_demo_secretsecret1234'];
  const wrappers = DATA_ATTRIBUTES.flatMap((name) =>
    values.map((value) => {
      const config = {
        'data-publishable-key': shop.platform.keys.demo,
        'data-api-url': shop.platform.urls.api,
        [`data-${name}`]: value,
      };
      return `<section${attributes(config)} data-case="${name}"><shop-add-to-cart${attributes({ 'product-id': 'prod_005' })}></shop-add-to-cart><shop-price${attributes({ 'product-id': 'prod_005' })}></shop-price></section>`;
    }),
  );
  const url = await shop.serve(pageHtml(scriptTag(shop.platform), wrappers.join('')));
  const { context, page, errors, consoleErrors } = await openWatchedPage(browser);
  await page.goto(url);
  await waitUntilSettled(page);
  const states = await page.evaluate(() =>
    [...document.querySelectorAll('section')].map((section) => ({
      name: section.getAttribute('data-case'),
      errors: [...section.querySelectorAll('[error]')].length,
    })),
  );
  for (const name of DATA_ATTRIBUTES) {
    const named = consoleErrors.filter((text) => new RegExp(`data-${name}(?![\\w-])`).test(text));
    const inError = states.filter((state) => state.name === name && state.errors > 0).length;
    // Every value the parser refuses is named once in the console and puts its wrapper's elements in error.
    expect(inError, `data-${name}: wrappers in error vs console errors naming it`).toBe(named.length);
  }
  const keyMessages = consoleErrors.filter((text) => text.includes('data-publishable-key'));
  expect(keyMessages.length).toBeGreaterThan(0);
  expect(keyMessages.join('\n'), 'no key secret in any message').not.toContain('secretsecret1234');
  expect(await injectedNodes(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a hostile value on the script tag itself logs the attribute, leaves the elements in error and the page working', async ({
  browser,
}) => {
  for (const [name, value] of [
    ['max-retries', '-1'],
    ['api-url', 'javascript:alert(1)'],
    ['publishable-key', 'shop_pat_demo_secretsecret1234'],
    ['currency', '<b>EUR</b>'],
  ] as const) {
    const url = await shop.serve(
      pageHtml(
        scriptTag(shop.platform, { [`data-${name}`]: value }),
        `<shop-cart></shop-cart><shop-add-to-cart${attributes({ 'product-id': 'prod_005' })}></shop-add-to-cart><p id="own">merchant text</p>`,
      ),
    );
    const { context, page, errors, consoleErrors } = await openWatchedPage(browser);
    await page.goto(url);
    await expect(page.locator('shop-add-to-cart')).toHaveAttribute('error', '');
    await expect(page.locator('#own')).toHaveText('merchant text');
    expect(
      consoleErrors.filter((text) => text.includes(`data-${name}`)),
      `console names data-${name}`,
    ).toHaveLength(1);
    if (name === 'publishable-key') expect(consoleErrors.join('\n')).not.toContain('secretsecret1234');
    expect(errors).toEqual([]);
    await context.close();
  }
});

// Was a finding (elements): after a successful handoff with `navigate` replaced (a single-page app, as the README
// suggests) the checkout button stayed `pending` for good. Now it is reset once the in-page navigate returns.
test('a checkout button whose navigate stays in the page is not left pending', async ({ browser }) => {
  const url = await shop.serve(
    pageHtml(
      scriptTag(shop.platform),
      `<shop-cart></shop-cart><shop-add-to-cart${attributes({ 'product-id': 'prod_005' })}></shop-add-to-cart><shop-checkout-button></shop-checkout-button>`,
    ),
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('shop-add-to-cart button').click();
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  await page.locator('body > shop-checkout-button').evaluate(async (el) => {
    (el as unknown as { navigate: (url: string) => void }).navigate = () => undefined;
    await (el as unknown as { start(): Promise<void> }).start();
  });
  await waitUntilSettled(page, 5_000);
  await context.close();
});
