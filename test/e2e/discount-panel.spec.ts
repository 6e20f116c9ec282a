// The control panel's Discounts section in a real browser: the demo codes with their uses and state, creating a code
// (a refused value is named, marked invalid, and nothing typed is lost), editing, disabling and enabling it, on a
// desktop and on 390 and 360 px phones (no sideways scrolling), and axe on the list and the form.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function logIn(page: Page, panelUrl: string, password: string): Promise<void> {
  await page.goto(`${panelUrl}/login`);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function audit(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect(bad, `axe on ${what}`).toEqual([]);
}

test('lists the codes, creates one after naming a refused value, edits, disables and enables it', async ({
  page,
  platform,
}) => {
  await logIn(page, platform.panel.url, platform.panel.password);
  await page.getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  const row = (code: string) =>
    page.locator('#discounts tbody tr', { has: page.getByRole('rowheader', { name: code, exact: true }) });
  await expect(row('LASTONE').locator('.uses')).toHaveText('1 of 1');
  await expect(row('LASTONE').locator('.state')).toHaveText('Used up');
  await expect(row('WINTER25').locator('.state')).toHaveText('Expired');
  await expect(row('RETIRED').locator('.state')).toHaveText('Disabled');
  await audit(page, 'the discount list');

  await page.getByRole('link', { name: 'Create a discount code' }).click();
  await page.getByLabel('Code').fill('Summer15');
  await page.getByLabel('Value').fill('150');
  await page.getByLabel('Minimum subtotal').fill('300');
  await page.getByLabel('Usage limit').fill('100');
  await page.getByLabel('Textiles').check();
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Value must be a whole percentage from 1 to 100 (got 150)');
  await expect(page.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Code')).toHaveValue('Summer15');
  await expect(page.getByLabel('Minimum subtotal')).toHaveValue('300');
  await expect(page.getByLabel('Textiles')).toBeChecked();
  await audit(page, 'the refused form');
  await page.getByLabel('Value').fill('15');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status')).toHaveText('Created Summer15.');
  await expect(row('Summer15').locator('.uses')).toHaveText('0 of 100');
  await expect(row('Summer15')).toContainText('from 300,00');
  await expect(row('Summer15')).toContainText('only Textiles');

  await row('Summer15').getByRole('link', { name: 'Edit Summer15' }).click();
  await expect(page.getByLabel('Minimum subtotal')).toHaveValue('300.00');
  await page.getByLabel('Type').selectOption('fixed');
  await page.getByLabel('Value').fill('75,50');
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved Summer15.');
  await expect(row('Summer15')).toContainText('75,50');
  await row('Summer15').getByRole('button', { name: 'Disable Summer15' }).click();
  await expect(page.getByRole('status')).toHaveText('Summer15 is disabled.');
  await expect(row('Summer15').locator('.state')).toHaveText('Disabled');
  await row('Summer15').getByRole('button', { name: 'Enable Summer15' }).click();
  await expect(row('Summer15').locator('.state')).toHaveText('Active');

  const admin = await fetch(`${platform.urls.admin}/admin/shops/demo/discounts`, {
    headers: { authorization: `Bearer ${platform.adminToken}` },
  });
  const created = ((await admin.json()) as { data: Array<Record<string, unknown>> }).data.find(
    (c) => c.code === 'Summer15',
  );
  expect(created).toMatchObject({
    kind: 'fixed',
    value: 7550,
    minimumSubtotal: 30000,
    usageLimit: 100,
    categoryIds: ['cat_2'],
  });
});

for (const width of [390, 360]) {
  test(`the discount list and form fit a ${width} px phone`, async ({ page, platform }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, platform.panel.url, platform.panel.password);
    await page.goto(`${platform.panel.url}/discounts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`discounts-${width}.png`), fullPage: true });
    await expectNoSidewaysScroll(page, 'the discount list');
    await page.getByRole('link', { name: 'Edit BIG500' }).click();
    await expect(page.getByLabel('Value')).toHaveValue('15');
    await page.screenshot({ path: testInfo.outputPath(`discount-form-${width}.png`), fullPage: true });
    await expectNoSidewaysScroll(page, 'the discount form');
  });
}
