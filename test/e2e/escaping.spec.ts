import { saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { startSite } from '../../demo/site/site-server.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, cartLines, decideConsent } from './shop-page.ts';

const HOSTILE_NAME = 'Bowl <img src=x id=injected> & "quoted" \'it\'';
const HOSTILE_DESCRIPTION =
  '</p><script>window.injected = true</script><p onclick="window.injected = true"><em>Soft</em>';

// Data is text everywhere, and catalogue HTML is sanitized: a product whose name carries markup shows that markup as
// text on the static product page and inside the elements; its description keeps its formatting and loses its script
// and handlers; nothing of it runs.
test('a product name and description with markup render as text on the page and in the cart', async ({
  page,
  platform,
}) => {
  const product = await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl'));
  if (!product) throw new Error('seed: breakfast-bowl is missing');
  const hostile = { ...product, name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION };
  await platform.db.transaction((tx) => saveProduct(tx, hostile));
  const site = await startSite({ port: 0, platform });
  try {
    await page.goto(`${site.url}/products/breakfast-bowl`);
    await decideConsent(page, 'necessary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_NAME);
    const description = page.locator('.product-description');
    await expect(description).toHaveText('Soft');
    expect(await description.innerHTML()).toBe('<p></p><p><em>Soft</em></p>');
    await expect(page).toHaveTitle(`${HOSTILE_NAME} · Lindqvist Home`);
    await addToCart(page, page.locator('shop-add-to-cart').getByRole('button', { name: 'Add to cart' }), true);
    await expect(cartLines(page)).toContainText(HOSTILE_NAME);
    expect(await page.locator('#injected').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  } finally {
    await platform.db.transaction((tx) => saveProduct(tx, product));
    await site.close();
  }
});
