// Shopper sessions through the elements in Chromium with the issue's faults on the platform: concurrent clicks on
// add-to-cart buttons, currency switches and quantity steps in the cart drawer, all seeded. After each session no
// element is left pending, nothing was thrown into the page, the platform's cart is one the shopper's actions allow,
// and after a reload (faults off) the cart shows exactly the platform's count.
// CHAOS_SEED replays a run; CHAOS_BROWSER_SESSIONS sets the size (3 in CI, 20 in `npm run chaos`).
import { expect, test, type Page } from '@playwright/test';
import { checkCart } from '../chaos/check-cart.ts';
import { createCartModel, type CartModel } from '../chaos/create-cart-model.ts';
import { createPrng, type Prng } from '../chaos/create-prng.ts';
import { createPlatformReader } from '../chaos/create-platform-reader.ts';
import { discoverCatalog } from '../chaos/discover-catalog.ts';
import { ISSUE_FAULTS } from '../chaos/run-chaos.ts';
import type { ChaosVariant } from '../chaos/session-types.ts';
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

const SEED = Number(process.env.CHAOS_SEED ?? 20_261_123);
const SESSIONS = Number(process.env.CHAOS_BROWSER_SESSIONS ?? 3);
const BUTTONS = 5;
const CURRENCIES = ['SEK', 'EUR', 'USD'];

let shop: ChaosShop;
let url = '';
let variants: ChaosVariant[] = [];

test.beforeAll(async () => {
  shop = await startChaosShop();
  const catalog = await discoverCatalog(shop.platform.urls.api, shop.platform.keys.demo, 30);
  variants = catalog.variants.slice(0, BUTTONS);
  const buttons = variants.map(
    (v, i) =>
      `<shop-add-to-cart${attributes({ 'product-id': v.productId, 'variant-id': v.variantId, quantity: String(1 + (i % 2)) })}></shop-add-to-cart>`,
  );
  url = await shop.serve(
    pageHtml(
      scriptTag(shop.platform, { 'data-timeout-ms': '10000' }),
      `<shop-currency-select></shop-currency-select><shop-cart></shop-cart>${buttons.join('')}<shop-price${attributes({ 'product-id': variants[0]!.productId })}></shop-price>`,
    ),
  );
});
test.afterAll(async () => {
  await shop?.close();
});

async function since(
  page: Page,
  mark: number,
  match: (e: { type: string; tag: string; variant: string | null; operation: string | null }) => boolean,
) {
  return (await recorded(page)).filter((event) => event.seq >= mark && match(event));
}

type EventMatch = Parameters<typeof since>[2];

/** Waits for the event that ends an action (the element's answer), failing with what was seen instead. */
async function outcome(page: Page, mark: number, match: EventMatch): Promise<void> {
  try {
    await expect
      .poll(async () => (await since(page, mark, match)).length, { timeout: 20_000, intervals: [50] })
      .toBeGreaterThan(0);
  } catch {
    const hosts = await page.evaluate(() => [...document.body.children].map((el) => el.outerHTML.slice(0, 200)));
    throw new Error(
      `the element never answered the action; events since: ${JSON.stringify(await since(page, mark, () => true))}; elements: ${hosts.join(' ')}`,
    );
  }
}

async function clickAdds(page: Page, prng: Prng, model: CartModel): Promise<void> {
  const chosen = [...variants].sort(() => prng.next() - 0.5).slice(0, prng.int(1, 3));
  const mark = (await recorded(page)).length;
  if (chosen.length === 1) await page.locator(`shop-add-to-cart[variant-id="${chosen[0]!.variantId}"] button`).click();
  else {
    // One pointer cannot press several buttons at once: press them in one task, as quick taps would.
    await page.evaluate(
      (ids) => {
        for (const id of ids)
          document.querySelector(`shop-add-to-cart[variant-id="${id}"]`)?.shadowRoot?.querySelector('button')?.click();
      },
      chosen.map((v) => v.variantId),
    );
  }
  for (const v of chosen) {
    await outcome(
      page,
      mark,
      (e) => (e.type === 'shop-error' || e.type === 'shop-cart-added') && e.variant === v.variantId,
    );
  }
  await waitUntilSettled(page);
  // A successful add opens the cart drawer (the default): wait for it, then close it as a shopper would.
  const drawer = page.locator('shop-cart dialog[part="drawer"]');
  if ((await since(page, mark, (e) => e.type === 'shop-cart-added')).length > 0) {
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  for (const v of chosen) {
    const quantity = Number(
      await page.locator(`shop-add-to-cart[variant-id="${v.variantId}"]`).getAttribute('quantity'),
    );
    const failed = (await since(page, mark, (e) => e.type === 'shop-error' && e.variant === v.variantId)).length > 0;
    const added =
      (await since(page, mark, (e) => e.type === 'shop-cart-added' && e.variant === v.variantId)).length > 0;
    expect(
      failed !== added,
      `add of ${v.variantId} ends in exactly one of added / error: ${JSON.stringify(await since(page, mark, () => true))}`,
    ).toBe(true);
    model.apply({ kind: 'add', variantId: v.variantId, quantity }, added ? 'applied' : 'unknown');
  }
}

async function switchCurrency(page: Page, prng: Prng): Promise<void> {
  const select = page.locator('shop-currency-select select');
  if (await select.isDisabled()) return;
  const mark = (await recorded(page)).length;
  const current = await select.inputValue();
  const next = prng.pick(CURRENCIES.filter((code) => code !== current));
  await select.selectOption(next);
  await outcome(page, mark, (e) => e.tag === 'shop-currency-select');
  await waitUntilSettled(page);
}

async function stepQuantity(page: Page, prng: Prng, model: CartModel): Promise<void> {
  await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
  const lines = page.locator('shop-cart [part="line"]');
  const count = await lines.count();
  if (count > 0) {
    const position = prng.int(0, count - 1);
    const line = lines.nth(position);
    const shown = Number(await line.locator('[role="spinbutton"]').textContent());
    // The drawer renders the cart it holds in order: the line at this position is that cart's item at it.
    const variant = await page.evaluate((at) => {
      const held = (
        document.querySelector('shop-cart') as unknown as {
          snapshot?: { cart?: { items: Array<{ variantId: string }> } | null };
        }
      ).snapshot;
      return held?.cart?.items[at]?.variantId ?? null;
    }, position);
    const roll = prng.next();
    const kind = roll < 0.55 ? 'more' : roll < 0.8 && shown > 1 ? 'less' : 'remove';
    const target = kind === 'more' ? shown + 1 : kind === 'less' ? shown - 1 : 0;
    const label = { more: /^One more/, less: /^One less/, remove: /^Remove/ }[kind];
    const button = line.getByRole('button', { name: label });
    if (variant && (await button.count()) === 1 && (await button.isEnabled())) {
      const mark = (await recorded(page)).length;
      await button.click();
      await outcome(
        page,
        mark,
        (e) =>
          e.tag === 'shop-cart' &&
          (e.type === 'shop-cart-change' || (e.type === 'shop-error' && e.operation !== 'load')),
      );
      await waitUntilSettled(page);
      const failed =
        (await since(page, mark, (e) => e.type === 'shop-error' && e.tag === 'shop-cart' && e.operation !== 'load'))
          .length > 0;
      model.apply({ kind: 'set', variantId: variant, quantity: target }, failed ? 'unknown' : 'applied');
    }
  }
  await page.keyboard.press('Escape');
}

for (let index = 0; index < SESSIONS; index++) {
  test(`element session ${index} of seed ${SEED} keeps the cart right under faults`, async ({ browser }) => {
    const prng = createPrng(SEED).fork(`browser ${index}`);
    const context = await browser.newContext();
    await installRecorder(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const model = createCartModel();
    shop.platform.faults.set({ ...ISSUE_FAULTS, seed: prng.int(1, 1_000_000) });
    try {
      await page.goto(url);
      await waitUntilSettled(page);
      const actions = prng.int(5, 9);
      for (let step = 0; step < actions; step++) {
        const roll = step === 0 ? 0 : prng.next();
        if (roll < 0.6) await clickAdds(page, prng, model);
        else if (roll < 0.8) await switchCurrency(page, prng);
        else await stepQuantity(page, prng, model);
      }
      await waitUntilSettled(page);
      shop.platform.faults.set({ error5xxRate: 0, error429Rate: 0, dropRate: 0, latencyMs: 0, jitterMs: 0 });
      const cartId = await page.evaluate(() =>
        (
          window as unknown as { Shopkit: { client: { cart: { id(): Promise<string | null> } } } }
        ).Shopkit.client.cart.id(),
      );
      const reader = createPlatformReader({ apiUrl: shop.platform.urls.api, key: () => shop.platform.keys.demo });
      const cart = cartId ? await reader.cart(cartId) : null;
      const events = await recorded(page);
      const tally = (type: string) => events.filter((e) => e.type === type).length;
      console.log(
        `chaos element session ${index} (seed ${SEED}): ${actions} actions, ${tally('shop-cart-added')} adds done, ${tally('shop-error')} error states, ${tally('shop-currency-change')} currency changes, ${cart?.itemCount ?? 0} items on the platform`,
      );
      expect(checkCart(cart, { model, currency: null }), `seed ${SEED} session ${index}`).toEqual([]);
      await page.reload();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText(String(cart?.itemCount ?? 0));
      expect(errors, 'nothing thrown into the page').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
