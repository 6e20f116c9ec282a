// Each framework example, installed from the packed package (and with it no DOM implementation): its type-check
// refuses a file with a misspelt attribute and nothing else, and its build, driven in the browser against the local
// platform, shows the list, picks a variant, adds to the cart (the cart's count and the app's own count follow the
// event) and answers the consent banner.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { elementOfChunk, installedCopies, NOT_ON_THE_LIST_PAGE, recordPage, runScript } from './app-commands.ts';
import { exampleDir, FRAMEWORKS, type FrameworkExample } from './frameworks.ts';
import { serveStatic } from './static-server.ts';

/** Runs an npm script of the example. */
const run = (
  example: FrameworkExample,
  script: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
) => runScript(exampleDir(example), script, options);

/** The lines of a type-check's output that report an error (tsc, vue-tsc, svelte-check's machine output, astro). */
const errorLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => /: error TS\d+|^\d+ ERROR "| - error ts\(/.test(line.replace(/\x1b\[[0-9;]*m/g, '')));

for (const example of FRAMEWORKS) {
  test.describe.serial(`the ${example.label} example`, () => {
    test('installs the package without a DOM implementation', async () => {
      expect(await installedCopies(exampleDir(example), 'shopkit-storefront')).toHaveProperty('shopkit-storefront');
      expect(await installedCopies(exampleDir(example), 'jsdom'), "jsdom is the prerender command's alone").toEqual({});
    });

    test('type-checks, refusing only the file of mistakes, and builds against the platform', async ({ platform }) => {
      const fixture = path.join(exampleDir(example), example.misspelt.file);
      fs.mkdirSync(path.dirname(fixture), { recursive: true });
      fs.writeFileSync(fixture, example.misspelt.source);
      const prefix = `${example.envPrefix}SHOPKIT_`;
      try {
        // The two take turns on the CPU; together they take the time of the longer one.
        const [check, build] = await Promise.all([
          run(example, 'typecheck', { args: example.typecheckArgs }),
          run(example, 'build', {
            env: {
              [`${prefix}API_URL`]: platform.urls.api,
              [`${prefix}CHECKOUT_URL`]: platform.urls.checkout,
              [`${prefix}PUBLISHABLE_KEY`]: platform.keys.demo,
            },
          }),
        ]);
        expect(build.status, build.output).toBe(0);
        expect(check.status, check.output).not.toBe(0);
        const errors = errorLines(check.output);
        expect(errors.length, check.output).toBeGreaterThan(0);
        for (const line of errors) expect(line, check.output).toContain(path.basename(example.misspelt.file));
        for (const name of example.misspelt.names) expect(check.output).toContain(name);
      } finally {
        fs.rmSync(fixture);
      }
    });

    test('lists products, picks a variant, adds to the cart and answers the banner', async ({ page, platform }) => {
      expect(platform.urls.api, 'the platform the build points at').toMatch(/^http/);
      const server = await serveStatic(path.join(exampleDir(example), 'dist'));
      const { errors, scripts } = recordPage(page);
      try {
        await page.goto(`${server.url}/`);
        await expect(page.locator('shop-product-list .card')).toHaveCount(6);
        await expect(page.locator('shop-product-list .card shop-price [data-shop-part="price"]').first()).toContainText(
          'SEK',
        );
        expect(
          scripts.some((file) => /shop-product-list/.test(file)),
          'the list is a chunk of its own',
        ).toBe(true);
        // Each element defines itself as its tag appears (the app calls no defineShopElements()), so the list page
        // fetches the code of the elements it shows and none of the product page's or the checkout's.
        const listScripts = [...scripts];
        test.info().annotations.push({ type: 'list page scripts', description: listScripts.join(' ') });
        const fetched = new Set(listScripts.map(elementOfChunk));
        for (const tag of NOT_ON_THE_LIST_PAGE) expect(fetched.has(tag), `${tag} is not on the list page`).toBe(false);
        expect(fetched.has('shop-product-list')).toBe(true);

        await page.getByRole('button', { name: 'Accept all' }).click();
        await expect(page.getByTestId('app-consent')).toHaveText('Consent: analytics allowed');

        await page.locator('.card-link', { hasText: 'Stoneware Mug' }).click();
        await expect(page).toHaveURL(`${server.url}${example.productPath}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
        // The app reads the decision stored on the list page (consent.read() answers a promise).
        await expect(page.getByTestId('app-consent')).toHaveText('Consent: analytics allowed');
        await page.getByRole('radio', { name: 'Clay' }).check();
        await expect(page.getByTestId('app-variant')).toHaveText('Chosen: Clay');
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
        await expect(page.getByTestId('app-cart-count')).toHaveText('1 in the cart');
        expect(errors).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
}
