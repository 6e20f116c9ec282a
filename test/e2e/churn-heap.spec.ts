import { chromium } from '@playwright/test';
import { runChurn } from '../../bench/shopkit/churn.ts';
import { expect, test } from './fixtures.ts';

// 1,000 elements added and removed and 100 currency switches leave the heap (after forced GC) within a few hundred
// KB of where it began, and a second identical round adds next to nothing: no listener or subscription leaks.
test('churning elements and currencies leaves the heap where it began', async ({ platform }, testInfo) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const result = await runChurn(browser, {
      apiUrl: platform.urls.api,
      checkoutUrl: platform.urls.checkout,
      key: platform.keys.demo,
    });
    testInfo.annotations.push({ type: 'heap', description: JSON.stringify(result) });
    expect(result.deltaKB).toBeLessThan(400);
    expect(result.secondRoundKB).toBeLessThan(100);
  } finally {
    await browser.close();
  }
});
