import { expect, test } from './fixtures.ts';
import {
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartCount,
  decideConsent,
  pageReadsShown,
} from './shop-page.ts';

// The figures the issue asks for: platform API requests (CORS preflights excluded, counted at the platform's request
// log) that the home page makes on a cold load and on a reload with a cart. Printed for the report, and bounded here.
test('the home page reads the shop and the prices once and the cart only when there is one', async ({
  page,
  site,
  apiRequests,
}, testInfo) => {
  apiRequests.mark();
  await page.goto(`${site.url}/`);
  await pageReadsShown(page, '0');
  const cold = apiRequests.since();

  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await expect(cartCount(page)).toHaveText('1');

  apiRequests.mark();
  await page.reload();
  await pageReadsShown(page, '1');
  const warm = apiRequests.since();

  const summary = `home page API requests: cold ${cold.length} [${cold.join(', ')}]; reload with a cart ${warm.length} [${warm.join(', ')}]`;
  console.log(summary);
  testInfo.annotations.push({ type: 'requests', description: summary });

  expect(cold.filter((request) => request.includes('/v2/cart'))).toEqual([]);
  expect(cold.filter((request) => request === 'GET /v2/shop').length).toBeLessThanOrEqual(1);
  expect(cold.filter((request) => request === 'GET /v2/products').length).toBe(1);
  expect(warm.filter((request) => request.startsWith('GET /v2/cart/'))).toHaveLength(1);
  expect(warm.filter((request) => !request.startsWith('GET '))).toEqual([]);
  expect(warm.length).toBe(cold.length + 1);
});
