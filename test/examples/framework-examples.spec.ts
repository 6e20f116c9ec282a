// Each framework example, installed from the packed package: its type-check passes, refuses a misspelt attribute,
// and its build, driven in the browser against the local platform, shows the list, picks a variant, adds to the cart
// (the cart's count and the app's own count follow the event) and answers the consent banner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { exampleDir, FRAMEWORKS, type FrameworkExample } from './frameworks.ts';
import { serveStatic } from './static-server.ts';

function run(example: FrameworkExample, script: string, env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', script], {
    cwd: exampleDir(example),
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

for (const example of FRAMEWORKS) {
  test.describe.serial(`the ${example.label} example`, () => {
    test('type-checks', () => {
      const { status, output } = run(example, 'typecheck');
      expect(status, output).toBe(0);
    });

    test('fails its type-check when an attribute is misspelt', () => {
      const file = path.join(exampleDir(example), example.misspelt.file);
      fs.writeFileSync(file, example.misspelt.source);
      try {
        const { status, output } = run(example, 'typecheck');
        expect(status, output).not.toBe(0);
        expect(output).toContain(example.misspelt.name);
      } finally {
        fs.rmSync(file);
      }
    });

    test('builds, lists products, picks a variant, adds to the cart and answers the banner', async ({
      page,
      platform,
    }) => {
      const prefix = `${example.envPrefix}SHOPKIT_`;
      const build = run(example, 'build', {
        [`${prefix}API_URL`]: platform.urls.api,
        [`${prefix}CHECKOUT_URL`]: platform.urls.checkout,
        [`${prefix}PUBLISHABLE_KEY`]: platform.keys.demo,
      });
      expect(build.status, build.output).toBe(0);
      const server = await serveStatic(path.join(exampleDir(example), 'dist'));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const scripts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      try {
        await page.goto(`${server.url}/`);
        await expect(page.locator('shop-product-list .card')).toHaveCount(6);
        await expect(page.locator('shop-product-list .card shop-price [part="price"]').first()).toContainText('SEK');
        expect(
          scripts.some((file) => /shop-product-list/.test(file)),
          'the list is a chunk of its own',
        ).toBe(true);

        await page.getByRole('button', { name: 'Accept all' }).click();
        await expect(page.getByTestId('app-consent')).toHaveText('Consent: analytics allowed');

        await page.locator('.card-link', { hasText: 'Stoneware Mug' }).click();
        await expect(page).toHaveURL(`${server.url}${example.productPath}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
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
