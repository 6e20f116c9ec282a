// Requests per scenario, counted at the local platform's request log (commerce API origin), on the demo shop's home
// page: cold load, first add to cart, reload with a cart, a currency switch with a cart and N price elements, and
// opening the cart. CORS preflights are counted apart. Each scenario has a floor: the least any design could need
// while every element shows live platform data in the shopper's currency (see FLOORS for the reasoning).
import type { Page } from '@playwright/test';

export interface LogSource {
  log: {
    snapshot(origin: 'api'): { entries: Array<{ method: string; path: string; seq: number }> };
    lastSeq(): number;
  };
}

export interface ScenarioCount {
  requests: string[];
  count: number;
  preflights: number;
  floor: number;
  why: string;
}

export const SCENARIOS = [
  'cold home page',
  'first add to cart',
  'reload with a cart',
  'currency switch with a cart',
  'opening the cart',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const FLOORS: Record<ScenarioName, { floor: number; why: string }> = {
  'cold home page': {
    floor: 2,
    why: 'one shop read for the currency options the select shows, one list read for the product grid (its rows and their N prices); no cart exists yet',
  },
  'first add to cart': { floor: 1, why: 'one POST /v2/cart that creates the cart with its first line' },
  'reload with a cart': { floor: 3, why: 'the cold reads plus one read of the remembered cart' },
  'currency switch with a cart': {
    floor: 2,
    why: 'one list read in the new currency for the grid and its N prices, and one cart read in it',
  },
  'opening the cart': { floor: 0, why: 'the cart was already read for the count' },
};

function counter(platform: LogSource) {
  let mark = platform.log.lastSeq();
  return {
    take(name: ScenarioName): ScenarioCount {
      const entries = platform.log.snapshot('api').entries.filter((e) => e.seq > mark);
      mark = platform.log.lastSeq();
      const requests = entries
        .filter((e) => e.method !== 'OPTIONS')
        .map((e) => `${e.method} ${e.path.replace(/cart_[a-z0-9]+/g, 'cart_…')}`);
      return { requests, count: requests.length, preflights: entries.length - requests.length, ...FLOORS[name] };
    },
  };
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('shop-price[loading]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

const count = (page: Page) => page.locator('shop-cart [part="count"]');

/** Runs the five scenarios in one fresh page of the demo site and returns each one's requests beside its floor. */
export async function countRequests(
  page: Page,
  siteUrl: string,
  platform: LogSource,
): Promise<{ priceElements: number; scenarios: Record<ScenarioName, ScenarioCount> }> {
  const log = counter(platform);
  const scenarios = {} as Record<ScenarioName, ScenarioCount>;
  await page.goto(`${siteUrl}/`);
  await count(page).filter({ hasText: /^0$/ }).waitFor();
  await settled(page);
  scenarios['cold home page'] = log.take('cold home page');
  const priceElements = await page.locator('shop-price').count();

  const banner = page.locator('shop-consent-banner [part="banner"]');
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await banner.waitFor({ state: 'hidden' });
  log.take('first add to cart');

  await page.locator('shop-add-to-cart:visible').first().getByRole('button').click();
  await count(page).filter({ hasText: /^1$/ }).waitFor();
  await settled(page);
  scenarios['first add to cart'] = log.take('first add to cart');

  await page.reload();
  await count(page).filter({ hasText: /^1$/ }).waitFor();
  await settled(page);
  scenarios['reload with a cart'] = log.take('reload with a cart');

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.locator('shop-price').first().filter({ hasText: '€' }).waitFor();
  await settled(page);
  scenarios['currency switch with a cart'] = log.take('currency switch with a cart');

  await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
  await page.locator('shop-cart dialog[part="drawer"]').waitFor({ state: 'visible' });
  await settled(page);
  scenarios['opening the cart'] = log.take('opening the cart');
  return { priceElements, scenarios };
}
