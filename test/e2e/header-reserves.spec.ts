// A prerendered page's header while Shopkit defines its elements (docs/elements.md, "A header that does not move"):
// painted before the script runs, as on a slow connection, the header must not move from navigation until every
// Shopkit element on the page is defined, the cart count is read and the currency select shows its currencies by
// name. The demo's site.css holds the documented rules; the phone widths put the currency select on a row of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONES } from './phone.ts';
import { addToCart, decideConsent } from './shop-page.ts';
import { frames, openPaintedFirst, watchTakeover } from './takeover-watch.ts';

const PAGE = '/products/wool-throw';
const VIEWPORTS = [{ name: 'desktop', width: 1280, height: 900 }, ...PHONES];

/**
 * Resolves once every Shopkit element on the page is defined, every cart count has read the cart and the currency
 * select lists its currencies with their names ("EUR · Euro"): the last change the header sees after a load. The
 * search box loads its code when the shopper reaches for it: its input is focused (by script, so the shifts it causes
 * are not excused as following the shopper's input) and it must be defined too.
 */
async function headerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shopkit = [...document.querySelectorAll('*')].filter(
      (element) => element.localName.startsWith('shop-') && element.localName !== 'shop-search',
    );
    if (shopkit.some((element) => !customElements.get(element.localName))) return false;
    if ([...document.querySelectorAll('shop-cart-count')].some((count) => !count.hasAttribute('read'))) return false;
    const select = document.querySelector('shop-currency-select')?.shadowRoot?.querySelector('select');
    const options = [...(select?.options ?? [])];
    return options.length > 1 && options.every((option) => option.text.includes('·'));
  });
  const search = page.locator('header shop-search');
  if ((await search.count()) === 0) return;
  await search.locator('input').evaluate((input) => (input as HTMLInputElement).focus());
  await page.waitForFunction(() => customElements.get('shop-search') !== undefined);
  await search.locator('input').evaluate((input) => (input as HTMLInputElement).blur());
}

for (const viewport of VIEWPORTS)
  for (const visitor of ['a first visit', 'a shopper with a cart'] as const)
    test(`the prerendered header does not move while its elements are defined (${visitor}, ${viewport.name})`, async ({
      page,
      site,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (visitor === 'a shopper with a cart') {
        await page.goto(`${site.url}/products/breakfast-bowl`);
        await decideConsent(page, 'necessary');
        await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
      }
      const watch = await watchTakeover(page);
      await openPaintedFirst(page, () => page.goto(`${site.url}${PAGE}`, { waitUntil: 'commit' }));
      await headerSettled(page);
      await frames(page);
      const header = page.locator('header.site-header');
      if (visitor === 'a shopper with a cart')
        await expect(header.locator('shop-cart-count').first()).toHaveAttribute('count', '1');
      // Nothing moves: not the header, nor what is below it (a header that grows pushes the page down).
      expect(await watch.shifts()).toEqual([]);
      const shot = testInfo.outputPath(`header-${viewport.width}-${visitor.replace(/ /g, '-')}.png`);
      await header.screenshot({ path: shot });
      await testInfo.attach('header', { path: shot, contentType: 'image/png' });
    });

// The account page's header has one tool more, the account entry (<shop-account>), and the page itself waits to learn
// whether the shopper is signed in: neither the header nor the sign-in form and the orders below it move for a visitor
// who is not signed in, and on a phone the entry is a square beside the cart named "Sign in".
for (const viewport of VIEWPORTS)
  test(`the account page does not move while its elements are defined and learn the shopper is signed out (${viewport.name})`, async ({
    page,
    site,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const watch = await watchTakeover(page);
    await openPaintedFirst(page, () => page.goto(`${site.url}/account`, { waitUntil: 'commit' }));
    await headerSettled(page);
    await expect(page.locator('shop-account[view="page"]')).toHaveAttribute('state', 'signed-out');
    await expect(page.locator('shop-order-history')).toHaveAttribute('state', 'signed-out');
    const entry = page.locator('header shop-account').getByRole('link', { name: 'Sign in', exact: true });
    await expect(entry).toBeVisible();
    const [entryBox, cartBox] = await Promise.all([
      entry.boundingBox(),
      page.locator('header shop-cart').boundingBox(),
    ]);
    const middle = (box: { y: number; height: number } | null): number => box!.y + box!.height / 2;
    expect(Math.abs(middle(entryBox) - middle(cartBox)), "the entry sits on the cart's row").toBeLessThan(4);
    await frames(page);
    expect(await watch.shifts()).toEqual([]);
    const shot = testInfo.outputPath(`account-${viewport.width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach('account page', { path: shot, contentType: 'image/png' });
  });

// A browser may paint while it is still parsing a page (a slow connection, a busy main thread), with the page there up
// to some tag and the rest not yet. Each such state is made here by taking the page's elements away, last first, before
// the script runs: every element still there and on the first screen keeps the place it has in the whole page, so
// nothing moves when the next one is parsed. The footer is left out: it sits at the bottom of a page shorter than the
// screen and moves with what is above it.
for (const viewport of [...VIEWPORTS, { name: 'narrow desktop', width: 1100, height: 900 }])
  for (const path of ['/', PAGE, '/category/kitchen/', '/search?q=mug', '/cart', '/account'])
    test(`the page's first parts keep their places while the rest of it is parsed (${path}, ${viewport.name})`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.route(/\/shopkit(\.full)?\.js$/, (route) => route.abort());
      await page.goto(`${site.url}${path}`);
      const moved = await page.evaluate(() => {
        const elements = [...document.body.querySelectorAll('*')];
        const name = (element: Element): string =>
          `<${element.localName} class="${element.getAttribute('class') ?? ''}">`;
        const place = (element: Element): string => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.x)},${Math.round(box.y)}`;
        };
        const whole = new Map(elements.map((element) => [element, place(element)]));
        const onFirstScreen = (element: Element): boolean => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < innerHeight && !element.closest('footer');
        };
        const found: string[] = [];
        for (let parsed = elements.length - 1; parsed > 0; parsed--) {
          const next = elements[parsed]!;
          next.remove();
          for (const element of elements.slice(0, parsed))
            if (onFirstScreen(element) && place(element) !== whole.get(element))
              found.push(`${name(element)} at ${place(element)}, not ${whole.get(element)}, before ${name(next)}`);
          if (found.length > 0) break;
        }
        return found;
      });
      expect(moved).toEqual([]);
    });
