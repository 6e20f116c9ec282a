// The control panel on a phone: every page (login, orders, catalogue, a product, a new product, the delete
// confirmation, Settings: API, Settings: Webhooks) fits 390 and 360 px with its actions on screen, shows dates as
// human dates in the panel's locale, and asks before deleting a product. A refused receiver URL's message wraps.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, scrollToMiddle, usePhone } from './phone.ts';
import { payForm } from '../helpers/pay-form.ts';

/** A paid order, made the way a shopper makes one: cart, checkout, the hosted checkout's Pay form. */
async function placeOrder(platform: RunningPlatform, siteUrl: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${platform.urls.api}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.keys.demo}`,
        'content-type': 'application/json',
        'idempotency-key': `panel-phone-${path}-${Date.now()}-${Math.random()}`,
      },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return response.json();
  };
  const products = await (
    await fetch(`${platform.urls.api}/v2/products?limit=3`, {
      headers: { authorization: `Bearer ${platform.keys.demo}` },
    })
  ).json();
  const first = products.data[0] as { id: string; variants: Array<{ id: string; available: boolean }> };
  const cart = await post('/v2/cart', {
    items: [{ productId: first.id, variantId: first.variants.find((v) => v.available)!.id }],
  });
  const handoff = await post('/v2/checkout', { cartId: cart.id, successUrl: `${siteUrl}/success`, backUrl: siteUrl });
  const pay = await fetch(`${platform.urls.checkout}/session/${handoff.sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
    body: payForm({
      name: 'Ada Lovelace',
      email: 'ada.lovelace.with.a.long.address@example.com',
      street: 'Drottninggatan 104, third floor, the door with the blue knocker',
    }),
  });
  expect(pay.status).toBe(303);
}

async function visit(page: Page, url: string, heading: string | RegExp): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const phone of PHONES) {
  test(`every control panel page fits a ${phone.name}`, async ({ page, platform, site }) => {
    await usePhone(page, phone);
    await placeOrder(platform, site.url);
    const receiver = http.createServer((_req, res) => res.writeHead(200).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await visit(page, `${platform.panel.url}/login`, 'Log in');
      await expectFitsPhone(page, { actions: [page.getByRole('button', { name: 'Log in' })] });
      await page.getByLabel('Admin password').fill(platform.panel.password);
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      const order = page.locator('#orders tbody tr').first();
      await expectFitsPhone(page, { actions: [page.getByRole('link', { name: 'Catalogue' })] });
      // The order's card carries its delivery address, so its actions come a scroll further down.
      const markDone = order.getByRole('button', { name: /^Mark .* done$/ });
      await scrollToMiddle(markDone);
      await expectFitsPhone(page, { actions: [markDone] });
      const created = order.locator('time');
      expect(await created.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(created).toHaveText(/^\d{1,2} [a-zäö]+\.? \d{4} \d{2}:\d{2} UTC$/);

      await visit(page, `${platform.panel.url}/catalogue`, 'Catalogue');
      const row = page.locator('#products tbody tr').first();
      const name = (await row.locator('th').textContent())!;
      await expectFitsPhone(page, {
        actions: [
          page.getByRole('link', { name: 'Add a product' }),
          row.getByRole('link', { name: `Edit ${name}` }),
          row.getByRole('link', { name: `Delete ${name}` }),
        ],
      });
      await row.getByRole('link', { name: `Delete ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Delete ${name}?` })).toBeVisible();
      await expectFitsPhone(page, {
        actions: [page.getByRole('button', { name: `Delete ${name}` }), page.getByRole('link', { name: 'Keep it' })],
      });
      await page.getByRole('link', { name: 'Keep it' }).click();
      await expect(page.locator('#products tbody tr').first().locator('th')).toHaveText(name);

      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
      await expectFitsPhone(page, { actions: [page.getByLabel('Name'), page.getByLabel('Price (SEK)')] });
      const save = page.getByRole('button', { name: 'Save product' });
      await scrollToMiddle(save);
      await expectFitsPhone(page, { actions: [save] });

      await visit(page, `${platform.panel.url}/catalogue/new`, 'Add a product');
      await expectFitsPhone(page, { actions: [page.getByLabel('Name'), page.getByLabel('Slug')] });

      await visit(page, `${platform.panel.url}/settings/api`, 'Settings: API');
      await page.getByLabel('Label').fill(`Phone ${phone.width}`);
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect(page.locator('#new-api-key')).toBeVisible();
      await expectFitsPhone(page, { actions: [page.locator('#new-api-key')] });
      const create = page.getByRole('button', { name: 'Create API key' });
      await scrollToMiddle(create);
      await expectFitsPhone(page, { actions: [create] });
      const revoke = page.getByRole('button', { name: `Revoke Phone ${phone.width}` });
      await scrollToMiddle(revoke);
      await expectFitsPhone(page, { actions: [revoke] });

      await visit(page, `${platform.panel.url}/settings/webhooks`, 'Settings: Webhooks');
      await page.getByLabel('Receiver URL').fill(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);
      await page.getByRole('button', { name: 'Save webhook settings' }).click();
      await expect(page.getByRole('status')).toHaveText('Webhook settings saved.');
      const metadata = 'http://169.254.169.254/latest/meta-data/iam/security-credentials/';
      await page.getByLabel('Receiver URL').fill(metadata);
      await page.getByRole('button', { name: 'Save webhook settings' }).click();
      await expect(page.getByRole('alert')).toContainText(`Receiver URL "${metadata}" is refused`);
      await expect(page.getByRole('alert')).toContainText('never receive webhooks, not even for local development');
      await expectFitsPhone(page, { actions: [page.getByRole('alert')] });
      await page.screenshot({ path: test.info().outputPath(`refused-receiver-${phone.width}.png`) });
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.locator('#delivery-log tbody tr').first()).toContainText('(test)');
      await expect(page.locator('#delivery-log time').first()).toHaveText(
        /^\d{1,2} [a-zäö]+\.? \d{4} \d{2}:\d{2}:\d{2} UTC$/,
      );
      const saveWebhooks = page.getByRole('button', { name: 'Save webhook settings' });
      await scrollToMiddle(saveWebhooks);
      await expectFitsPhone(page, { actions: [saveWebhooks] });
      const send = page.getByRole('button', { name: 'Send test event' });
      await scrollToMiddle(send);
      await expectFitsPhone(page, { actions: [send] });

      await visit(page, `${platform.panel.url}/shipping`, 'Shipping');
      await expectFitsPhone(page, { actions: [page.getByRole('link', { name: 'Add a shipping method' })] });
      const editExpress = page.getByRole('link', { name: /^Edit Express/ });
      await scrollToMiddle(editExpress);
      await expectFitsPhone(page, { actions: [editExpress] });
      await visit(page, `${platform.panel.url}/shipping/new`, 'Add a shipping method');
      const add = page.getByRole('button', { name: 'Add method' });
      await scrollToMiddle(add);
      await expectFitsPhone(page, { actions: [add] });
    } finally {
      receiver.close();
    }
  });
}
