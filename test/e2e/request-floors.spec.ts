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
