// The embedded checkout against pages that should not get anywhere with it: an origin the session did not record
// framing it, messages from another window or origin, an expired session, and a host page whose CSP blocks the frame.
import type { Page } from '@playwright/test';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';
import { SINGLE_VARIANT_PRODUCT, addToCartButton, cartCount, decideConsent } from './shop-page.ts';

/** The demo's checkout page with one product in the cart and the frame ready; returns the frame's URL. */
async function readyCheckout(page: Page, siteUrl: string): Promise<URL> {
  await page.goto(`${siteUrl}/`);
  await decideConsent(page, 'necessary');
  await addToCartButton(page, SINGLE_VARIANT_PRODUCT).click();
  await expect(cartCount(page)).toHaveText('1');
  await page.goto(`${siteUrl}/checkout`);
  await expect(page.locator('shop-checkout')).toHaveAttribute('state', 'ready');
  return new URL(
    await page
      .locator('shop-checkout iframe')
      .getAttribute('src')
      .then((src) => src ?? ''),
  );
}

test('a page on an origin the session did not record cannot frame it', async ({ page, site }) => {
  const frameUrl = await readyCheckout(page, site.url);
  const attacker = await startPlainPageServer(
    `<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body><iframe title="checkout" src="${frameUrl.href}"></iframe></body></html>`,
  );
  try {
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await page.goto(attacker.url);
    expect((await refused).text()).toContain(frameUrl.origin);
    await expect(page.frameLocator('iframe').locator('#checkout-form')).toHaveCount(0);
  } finally {
    await attacker.close();
  }
});

test('messages from another window or another origin change nothing', async ({ page, site }) => {
  const frameUrl = await readyCheckout(page, site.url);
  const sessionId = frameUrl.pathname.split('/').pop() ?? '';
  const forged = { protocol: 'shopkit-checkout', version: 1, sessionId, type: 'complete', orderNumber: '1' };
  const popupPage = await startPlainPageServer(
    `<!doctype html><html lang="en"><head><title>Popup</title></head><body><script>
      opener.postMessage(${JSON.stringify(forged)}, '*');
      opener.postMessage(${JSON.stringify({ ...forged, type: 'resize', height: 7 })}, '*');
      opener.postMessage({ sentinel: true }, '*');
    </script></body></html>`,
  );
  try {
    const sentinel = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          addEventListener('message', (event) => event.data?.sentinel === true && resolve()),
        ),
    );
    await page.evaluate((message) => postMessage(message, '*'), forged);
    const popup = page.waitForEvent('popup');
    await page.evaluate((url) => void open(url, 'forger'), popupPage.url);
    // The sentinel is the popup's last message: once it arrived, the forged ones before it were handled.
    await sentinel;
    await (await popup).close();
    await expect(page.locator('shop-checkout')).toHaveAttribute('state', 'ready');
    await expect(page.locator('shop-order-confirmation')).toHaveCount(0);
    expect(await page.locator('shop-checkout iframe').evaluate((frame) => frame.clientHeight)).toBeGreaterThan(7);
  } finally {
    await popupPage.close();
  }
});

test('an expired session shows its state, never a payable form, and starts again on request', async ({
  page,
  site,
  platform,
}) => {
  const frameUrl = await readyCheckout(page, site.url);
  const sessionId = frameUrl.pathname.split('/').pop() ?? '';
  await fetch(`${platform.urls.admin}/admin/sessions/${sessionId}/expire`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.adminToken}` },
  });
  await page
    .frameLocator('shop-checkout iframe')
    .getByRole('button', { name: /^Pay \(demo\)/ })
    .click();
  const checkout = page.locator('shop-checkout');
  await expect(checkout).toHaveAttribute('state', 'expired');
  await expect(checkout.locator('iframe')).toHaveCount(0);
  await expect(checkout.getByRole('alert')).toContainText('This checkout has expired.');
  await checkout.getByRole('button', { name: 'Start again' }).click();
  await expect(checkout).toHaveAttribute('state', 'ready');
  expect(await checkout.locator('iframe').getAttribute('src')).not.toContain(sessionId);
});

test('a host page whose CSP blocks the frame offers the hosted checkout page instead', async ({ page, platform }) => {
  const product = await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl'));
  const host = await startPlainPageServer(
    `<!doctype html><html lang="en"><head><title>Strict host</title>
    <script src="/shopkit.js" defer data-publishable-key="${platform.keys.demo}" data-api-url="${platform.urls.api}"
      data-checkout-url="${platform.urls.checkout}" data-consent="false"></script></head><body>
    <shop-add-to-cart product-id="${product?.id}"><button type="button">Add the bowl</button></shop-add-to-cart>
    <shop-checkout></shop-checkout></body></html>`,
    { 'content-security-policy': "frame-src 'none'" },
  );
  platform.allowStorefrontOrigin('demo', new URL(host.url).origin);
  try {
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Add the bowl' }).click();
    const checkout = page.locator('shop-checkout');
    await expect(checkout).toHaveAttribute('state', 'fallback');
    const link = checkout.getByRole('link', { name: 'Continue to the secure checkout' });
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.has('embed')).toBe(false);
    await link.click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await expect(page.locator('#checkout-form')).toBeVisible();
  } finally {
    await host.close();
  }
});
