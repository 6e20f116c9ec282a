// Offline and back: while the network is down an add ends in the element's error state (never stuck pending, never
// thrown into the page); once it is back, the next add works without a reload and the cart holds exactly that line.
import { findCart } from '../../demo/platform/repo/carts.ts';
import { expect, test } from '@playwright/test';
import {
  attributes,
  openRecordedPage,
  pageHtml,
  recorded,
  scriptTag,
  startChaosShop,
  waitUntilSettled,
  type ChaosShop,
} from './chaos-page.ts';

let shop: ChaosShop;
let url = '';
test.beforeAll(async () => {
  shop = await startChaosShop();
  url = await shop.serve(
    pageHtml(
      scriptTag(shop.platform, { 'data-max-retries': '1' }),
      `<shop-cart></shop-cart><shop-add-to-cart${attributes({ 'product-id': 'prod_005' })}></shop-add-to-cart><shop-currency-select></shop-currency-select>`,
    ),
  );
});
test.afterAll(async () => {
  await shop?.close();
});

test('an add made offline shows the error state and the next add after reconnecting works without a reload', async ({
  browser,
}) => {
  const { context, page, errors } = await openRecordedPage(browser, url);
  const add = page.locator('shop-add-to-cart');

  await context.setOffline(true);
  await add.locator('button').click();
  await expect(add).toHaveAttribute('error', '');
  await expect(add.locator('[part="error"]')).toBeVisible();
  await expect(add.locator('[part="error"]')).not.toBeEmpty();
  await waitUntilSettled(page);
  expect(await add.getAttribute('pending')).toBeNull();
  const failures = (await recorded(page)).filter((event) => event.type === 'shop-error');
  expect(failures.map((event) => [event.tag, event.operation])).toEqual([['shop-add-to-cart', 'add']]);
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('0');

  await context.setOffline(false);
  await add.locator('button').click();
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  await expect(add).not.toHaveAttribute('error');
  const cartId = await page.evaluate(() =>
    (window as unknown as { Shopkit: { client: { cart: { id(): Promise<string | null> } } } }).Shopkit.client.cart.id(),
  );
  const lines = (await shop.platform.db.transaction((tx) => findCart(tx, cartId!)))?.lines ?? [];
  expect(lines.map((line) => [line.productId, line.quantity])).toEqual([['prod_005', 1]]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a currency switch made offline leaves no element pending and the next one after reconnecting reprices the cart', async ({
  browser,
}) => {
  const { context, page, errors } = await openRecordedPage(browser, url);
  await page.locator('shop-add-to-cart button').click();
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');

  await context.setOffline(true);
  await page.locator('shop-currency-select select').selectOption('EUR');
  await expect(page.locator('shop-cart')).toHaveAttribute('error', '');
  await waitUntilSettled(page);
  await context.setOffline(false);
  await page.locator('shop-currency-select select').selectOption('USD');
  await expect(page.locator('shop-cart')).not.toHaveAttribute('error');
  const cart = await page.evaluate(() =>
    (
      window as unknown as {
        Shopkit: { client: { cart: { current(): Promise<{ currency: string; itemCount: number } | null> } } };
      }
    ).Shopkit.client.cart.current(),
  );
  expect(cart).toMatchObject({ currency: 'USD', itemCount: 1 });
  expect(errors).toEqual([]);
  await context.close();
});
