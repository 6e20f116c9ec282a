// The hosted checkout on a phone, in each state a shopper can meet: open (lines, totals, the Pay form), already paid
// and expired. Nothing sticks out sideways and the way forward (or back) is on screen.
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, scrollToMiddle, usePhone } from './phone.ts';

/** A checkout of three lines (one with a variant), started through the API as the client would: its page URL. */
async function startCheckout(platform: RunningPlatform, siteUrl: string): Promise<{ url: string; sessionId: string }> {
  const call = async (path: string, body: unknown, key: string) => {
    const response = await fetch(`${platform.urls.api}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.keys.demo}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return response.json();
  };
  const products = await (
    await fetch(`${platform.urls.api}/v2/products?limit=6`, {
      headers: { authorization: `Bearer ${platform.keys.demo}` },
    })
  ).json();
  const items = (products.data as Array<{ id: string; variants: Array<{ id: string; available: boolean }> }>)
    .slice(0, 3)
    .map((product) => ({ productId: product.id, variantId: product.variants.find((v) => v.available)!.id }));
  const run = `${Date.now()}-${Math.round(performance.now())}`;
  const cart = await call('/v2/cart', { items }, `phone-cart-${run}`);
  const handoff = await call(
    '/v2/checkout',
    { cartId: cart.id, successUrl: `${siteUrl}/success`, backUrl: `${siteUrl}/` },
    `phone-checkout-${run}`,
  );
  return { url: `${handoff.url}?locale=en-GB`, sessionId: handoff.sessionId };
}

for (const phone of PHONES) {
  test(`the hosted checkout fits a ${phone.name}: open, paid and expired`, async ({ page, platform, site }) => {
    await usePhone(page, phone);
    const paid = await startCheckout(platform, site.url);
    await page.goto(paid.url);
    await expectFitsPhone(page, {
      actions: [page.locator('#checkout-lines .line').first().locator('.name'), page.locator('#checkout-total')],
    });
    const street = page.getByRole('textbox', { name: 'Street address' });
    await scrollToMiddle(street);
    await expectFitsPhone(page, {
      actions: [street, page.getByRole('textbox', { name: 'Full name' }), page.getByRole('textbox', { name: 'City' })],
    });
    const pay = page.getByRole('button', { name: /^Pay \(demo\)/ });
    await scrollToMiddle(pay);
    await expectFitsPhone(page, { actions: [pay, page.getByRole('radio', { name: /Express/ })] });
    await pay.click();
    await page.waitForURL(`${site.url}/success/**`);

    await page.goto(paid.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Already paid' })).toBeVisible();
    await expectFitsPhone(page, { actions: [page.getByRole('link', { name: 'See your order' })] });

    const expired = await startCheckout(platform, site.url);
    const expire = await fetch(`${platform.urls.admin}/admin/sessions/${expired.sessionId}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.adminToken}` },
    });
    expect(expire.status).toBe(200);
    await page.goto(expired.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout expired' })).toBeVisible();
    await expectFitsPhone(page, { actions: [page.getByRole('link', { name: 'Back to the shop' })] });
  });
}
