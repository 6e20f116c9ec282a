import { expect, test } from './fixtures.ts';
import { consentBanner, decideConsent } from './shop-page.ts';

test('a first visit shows the consent banner with both choices equally offered', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Only necessary' })).toBeVisible();
});

test('a decision hides the banner, survives a reload, and the footer link reopens it', async ({
  page,
  site,
  context,
}) => {
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  const cookies = await context.cookies(site.url);
  expect(cookies.find((cookie) => cookie.name === 'shop_consent')?.value).toMatch(/^v2\.1\.none\.\d+\.[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(consentBanner(page)).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(consentBanner(page)).toBeVisible();
  await expect(consentBanner(page).getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
});
