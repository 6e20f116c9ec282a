// The control panel in a real browser: log in with the printed password, create a REST key (shown once), point
// webhooks at a local receiver built with createWebhookHandler and send a test event.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import type { ShopkitWebhookEvent } from '../../src/server/webhook-events.ts';
import { expect, test } from './fixtures.ts';

test('logs in, creates an API key and sends a test event to a receiver', async ({ page, platform }) => {
  const events: ShopkitWebhookEvent[] = [];
  const hooks = createWebhookHandler({
    onEvent: (event) => {
      events.push(event);
    },
  });
  const receiver = http.createServer((req, res) => hooks.node(req, res));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`${platform.panel.url}/settings/api`);
    await expect(page).toHaveURL(/\/panel\/login$/);
    await page.getByLabel('Admin password').fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password.');
    await page.getByLabel('Admin password').fill(platform.panel.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    await page.getByRole('link', { name: 'Settings: API' }).click();
    await page.getByLabel('Label').fill('Playwright ERP');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const key = (await page.locator('#new-api-key').textContent()) ?? '';
    expect(key).toMatch(/^shop_sk_demo_[A-Za-z0-9]{32}$/);
    await page.reload();
    await expect(page.locator('#new-api-key')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Revoke Playwright ERP' })).toBeVisible();

    await page.getByRole('link', { name: 'Settings: Webhooks' }).click();
    await page.getByLabel('Receiver URL').fill(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);
    await page.getByLabel('order.new').check();
    await page.getByRole('button', { name: 'Save webhook settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Webhook settings saved.');
    await page.getByLabel('Test event').selectOption('product.update');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('status')).toHaveText('Test product.update: answered 200.');
    await expect(page.locator('#delivery-log tbody tr').first()).toContainText('product.update (test)');
    await hooks.idle();
    expect(events).toEqual([
      { type: 'product.update', group: 'product', id: 'prod_test_0001', productId: 'prod_test_0001' },
    ]);
  } finally {
    receiver.close();
  }
});
