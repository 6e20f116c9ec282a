// A cart has one open checkout session however often the embedded checkout starts again: on the demo's checkout page,
// twenty quantity edits in the cart drawer beside the embedded checkout each start a session, and afterwards exactly
// one of the cart's sessions can be paid (the frame's, priced with the last quantity); every earlier one answers 410.
import { findSession, listSessions } from '../../demo/platform/repo/checkout-sessions.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, addToCartButton, decideConsent, openCart, SINGLE_VARIANT_PRODUCT } from './shop-page.ts';

test('twenty quantity edits beside the embedded checkout leave one payable session', async ({
  page,
  site,
  platform,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await page.goto(`${site.url}/checkout`);
  const checkout = page.locator('shop-checkout');
  await expect(checkout).toHaveAttribute('state', 'ready');
  const frameSession = async () => {
    const src = (await checkout.locator('iframe').getAttribute('src')) ?? '';
    return /\/session\/([^/?]+)/.exec(src)?.[1] ?? '';
  };
  const firstSession = await frameSession();
  const cartId = (await platform.db.transaction((tx) => findSession(tx, firstSession)))!.cartId;

  const drawer = await openCart(page);
  const quantity = drawer.getByRole('spinbutton', { name: /Quantity/ });
  for (let edit = 1; edit <= 20; edit += 1) {
    await drawer.getByRole('button', { name: `One more: ${SINGLE_VARIANT_PRODUCT}` }).click();
    await expect(quantity).toHaveText(String(edit + 1));
  }
  await page.keyboard.press('Escape');
  await expect(checkout).toHaveAttribute('state', 'ready');
  const frame = page.frameLocator('shop-checkout iframe[title="Secure checkout"]');
  await expect(frame.locator('#checkout-lines')).toContainText('21');

  const current = await frameSession();
  const sessions = (await platform.db.transaction((tx) => listSessions(tx))).filter((s) => s.cartId === cartId);
  expect(sessions.length, 'the edits started sessions of their own').toBeGreaterThan(2);
  expect(sessions.filter((session) => session.status === 'open').map((session) => session.id)).toEqual([current]);
  for (const session of sessions) {
    const answer = await fetch(`${platform.urls.checkout}/session/${session.id}`);
    expect(answer.status, session.id).toBe(session.id === current ? 200 : 410);
  }

  await frame.getByRole('button', { name: /^Pay \(demo\)/ }).click();
  await expect(checkout).toHaveAttribute('state', 'complete');
  const paid = await platform.db.transaction((tx) => findSession(tx, current));
  expect(paid?.lines[0]?.quantity).toBe(21);
});
