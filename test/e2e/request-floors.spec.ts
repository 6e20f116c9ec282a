import { countRequests, SCENARIOS } from '../../bench/shopkit/request-scenarios.ts';
import { expect, test } from './fixtures.ts';

// Holds the demo home page to the least number of commerce API requests any design could need for each scenario
// (bench/shopkit/request-scenarios.ts explains every floor). `npm run bench` reports the same figures.
test('each shopper scenario makes no more API requests than its floor', async ({ page, site, platform }, testInfo) => {
  const { priceElements, scenarios } = await countRequests(page, site.url, platform);
  expect(priceElements).toBeGreaterThan(10);
  for (const name of SCENARIOS) {
    const { count, floor, requests } = scenarios[name];
    testInfo.annotations.push({
      type: 'requests',
      description: `${name}: ${count} (floor ${floor}) [${requests.join(', ')}]`,
    });
  }
  for (const name of SCENARIOS) {
    expect
      .soft(scenarios[name].requests, `${name} (floor ${scenarios[name].floor})`)
      .toHaveLength(scenarios[name].floor);
  }
  expect(scenarios['first add to cart'].requests).toEqual(['POST /v2/cart']);
  expect(scenarios['opening the cart'].requests).toEqual([]);
});

/**
 * The cart page's changes, counted at the platform with the page open in two tabs: each change is one write by the
 * tab that made it and one read by the other tab, which follows it (no re-read storm in either); five quick clicks
 * on a stepper are one write; a quantity typed wrong is none.
 */
test('each change on the cart page is one write, and one read by another open tab', async ({
  page,
  site,
  apiRequests,
}, testInfo) => {
  await page.goto(`${site.url}/`);
  const banner = page.locator('shop-consent-banner [part="banner"]');
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  for (const name of ['Breakfast Bowl', 'Linen Tea Towel']) {
    const card = page.locator('.card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('shop-cart dialog[part="drawer"]').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
  }
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${site.url}/cart`);
  await page.goto(`${site.url}/cart`);
  const contents = page.locator('shop-cart-contents');
  await expect(contents).toHaveAttribute('state', 'ready');
  await expect(otherTab.locator('shop-cart-contents')).toHaveAttribute('state', 'ready');
  await expect(page.locator('shop-currency-select select')).toBeEnabled();
  const bowl = contents.locator('li.cart-line').filter({ hasText: 'Breakfast Bowl' });
  const towel = contents.locator('li.cart-line').filter({ hasText: 'Linen Tea Towel' });
  const otherCount = otherTab.locator('.site-nav shop-cart-count');
  const counted: Array<{ change: string; requests: string[] }> = [];

  /** Runs a change, waits until both tabs show `count` items, and keeps what reached the platform meanwhile. */
  async function change(name: string, count: number, run: () => Promise<void>): Promise<void> {
    apiRequests.mark();
    await run();
    await expect(contents).not.toHaveAttribute('updating');
    await expect(page.locator('.site-nav shop-cart-count')).toHaveAttribute('count', String(count));
    await expect(otherCount).toHaveAttribute('count', String(count));
    counted.push({
      change: name,
      requests: apiRequests.since().map((r) => r.replace(/cart_[a-z0-9]+|li_[a-z0-9]+/gi, '…')),
    });
  }

  await change('one more', 3, () => bowl.getByRole('button', { name: /^One more/ }).click());
  await change('five quick clicks', 8, () =>
    bowl.getByRole('button', { name: /^One more/ }).evaluate((button: HTMLButtonElement) => {
      for (let click = 0; click < 5; click++) button.click();
    }),
  );
  await change('a typed quantity', 4, async () => {
    await bowl.getByRole('spinbutton').fill('3');
    await bowl.getByRole('spinbutton').press('Enter');
  });
  await change('a wrong quantity', 4, async () => {
    await towel.getByRole('spinbutton').fill('-1');
    await towel.getByRole('spinbutton').press('Enter');
    await expect(towel.locator('.cart-line-message')).toBeVisible();
  });
  await change('remove a line', 3, () => towel.getByRole('button', { name: /^Remove/ }).click());
  await change('apply a code', 3, async () => {
    await contents.getByLabel('Discount code').fill('SPRING10');
    await contents.getByRole('button', { name: 'Apply' }).click();
    await expect(otherTab.locator('.cart-discount')).toHaveCount(1);
  });
  await change('remove the code', 3, async () => {
    await contents.getByRole('button', { name: /^Remove the code/ }).click();
    await expect(otherTab.locator('.cart-discount')).toHaveCount(0);
  });
  for (const { change: name, requests } of counted)
    testInfo.annotations.push({ type: 'requests', description: `${name}: ${requests.join(', ')}` });
  const read = 'GET /v2/cart/…';
  expect(counted).toEqual([
    { change: 'one more', requests: ['PATCH /v2/cart/…/items/…', read] },
    { change: 'five quick clicks', requests: ['PATCH /v2/cart/…/items/…', read] },
    { change: 'a typed quantity', requests: ['PATCH /v2/cart/…/items/…', read] },
    { change: 'a wrong quantity', requests: [] },
    { change: 'remove a line', requests: ['DELETE /v2/cart/…/items/…', read] },
    { change: 'apply a code', requests: ['POST /v2/cart/…/discounts', read] },
    { change: 'remove the code', requests: ['DELETE /v2/cart/…/discounts/SPRING10', read] },
  ]);
  await otherTab.close();
});
