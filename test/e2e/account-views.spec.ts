// The account's views on the demo shop, at a desktop width and on phones: the address form, the code form with a
// refused code, the signed-in account with its orders, and the header's menu. axe finds nothing at all at 1280 and
// 390 px, nothing sticks out sideways at 390 and 360 px, and the key actions are on screen. Screenshots of each view
// go to test-results/account/ for a person to look at.
import type { Page } from '@playwright/test';
import { payForm } from '../helpers/pay-form.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { audit } from './axe-audit.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, usePhone } from './phone.ts';
import { decideConsent } from './shop-page.ts';

const WIDTHS = [
  { name: 'desktop 1280', width: 1280, height: 900 },
  { name: 'phone 390', width: 390, height: 844 },
] as const;
const account = (page: Page) => page.locator('shop-account[view="page"]');

/** A paid guest order of `email` with a long address, made the way a shopper makes one. */
async function placeOrder(platform: RunningPlatform, email: string, siteUrl: string): Promise<void> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${platform.urls.api}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.keys.demo}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  const cart = await call('/v2/cart', { items: [{ productId: 'prod_005', quantity: 2 }, { productId: 'prod_014' }] });
  const handoff = await call('/v2/checkout', { cartId: cart.id, successUrl: `${siteUrl}/success`, backUrl: siteUrl });
  const paid = await fetch(`${handoff.url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    body: payForm({ email, name: 'Ada Lovelace-Byron', street: 'Drottninggatan 104, third floor, the blue door' }),
  });
  expect(paid.status).toBe(303);
}

async function askCode(page: Page, platform: RunningPlatform, email: string): Promise<string> {
  const after = platform.mail.catcher!.mail.list().at(-1)?.id ?? 0;
  await account(page).getByLabel('E-mail address').fill(email);
  await account(page).getByRole('button', { name: 'Send me a code' }).click();
  await expect(account(page)).toHaveAttribute('state', 'code');
  const message = await platform.mail.catcher!.mail.waitFor(
    (caught) => caught.id > after && caught.to.includes(email) && /^\d{6}$/m.test(caught.text),
  );
  return /^(\d{6})$/m.exec(message.text)![1]!;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/account/${name}.png`, fullPage: true });
}

for (const size of WIDTHS) {
  test(`the account views pass axe at ${size.name}`, async ({ page, site, platform }) => {
    // Four axe runs and a sign-in: more than the default minute on two loaded cores.
    test.setTimeout(150_000);
    const email = `views-${size.width}@example.com`;
    await placeOrder(platform, email, site.url);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${site.url}/account`);
    await decideConsent(page, 'necessary');
    await expect(account(page)).toHaveAttribute('state', 'signed-out');
    await audit(page, `the address form at ${size.name}`, { every: true });
    const code = await askCode(page, platform, email);
    await account(page)
      .getByLabel(/Code from the e-mail/)
      .fill(code === '000000' ? '000001' : '000000');
    await account(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(account(page).locator('[part="error"]')).toHaveText(/That code is wrong\. 4 tries are left\./);
    await expect(account(page).getByLabel(/Code from the e-mail/)).toHaveAttribute('aria-invalid', 'true');
    await audit(page, `the code form with a refused code at ${size.name}`, { every: true });
    await account(page)
      .getByLabel(/Code from the e-mail/)
      .fill(code);
    await account(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('shop-order-history')).toHaveAttribute('state', 'ready');
    await audit(page, `the signed-in account with its orders at ${size.name}`, { every: true });
    await page
      .locator('header shop-account')
      .getByRole('button', { name: `Your account (${email})` })
      .click();
    await expect(page.locator('header shop-account')).toHaveAttribute('open', '');
    await audit(page, `the header's account menu at ${size.name}`, { every: true });
  });
}

for (const phone of PHONES) {
  test(`the account views fit a ${phone.name}`, async ({ page, site, platform }) => {
    test.setTimeout(120_000);
    const email = `phone-${phone.width}.with.a.rather.long.address@example.com`;
    await placeOrder(platform, email, site.url);
    await usePhone(page, phone);
    await page.goto(`${site.url}/account`);
    await decideConsent(page, 'necessary');
    await expect(account(page)).toHaveAttribute('state', 'signed-out');
    const send = account(page).getByRole('button', { name: 'Send me a code' });
    await expectFitsPhone(page, { actions: [send] });
    await shoot(page, `${phone.width}-sign-in`);
    const code = await askCode(page, platform, email);
    await expectFitsPhone(page, { actions: [account(page).getByRole('button', { name: 'Sign in' })] });
    await shoot(page, `${phone.width}-code`);
    await account(page)
      .getByLabel(/Code from the e-mail/)
      .fill(code);
    await account(page).getByRole('button', { name: 'Sign in' }).click();
    const history = page.locator('shop-order-history');
    await expect(history).toHaveAttribute('state', 'ready');
    await expect(history.locator('.orders-empty'), 'the page says "no orders" only when there are none').toBeHidden();
    const reorder = history.getByRole('button', { name: /^Buy again/ });
    await reorder.scrollIntoViewIfNeeded();
    await expectFitsPhone(page, { actions: [reorder] });
    await shoot(page, `${phone.width}-account`);
    const menu = page.locator('header shop-account');
    await menu.getByRole('button', { name: /^Your account/ }).click();
    const signOut = menu.getByRole('button', { name: 'Sign out' });
    await expectFitsPhone(page, { actions: [signOut] });
    await shoot(page, `${phone.width}-menu`);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: /^Your account/ })).toBeFocused();
  });
}
