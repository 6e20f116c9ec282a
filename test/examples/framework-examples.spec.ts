// Each framework example, installed from the packed package (and with it no DOM implementation): its type-check
// refuses a file with a misspelt attribute and nothing else, and its build, driven in the browser against the local
// platform, shows the list, picks a variant, adds to the cart (the cart's count and the app's own count follow the
// event) and answers the consent banner.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { exampleDir, FRAMEWORKS, type FrameworkExample } from './frameworks.ts';
import { serveStatic } from './static-server.ts';

/** Runs an npm script of the example; resolves with its exit status and everything it printed. */
function run(
  example: FrameworkExample,
  script: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...(options.args ?? [])], {
      cwd: exampleDir(example),
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The lines of a type-check's output that report an error (tsc, vue-tsc, svelte-check's machine output, astro). */
const errorLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => /: error TS\d+|^\d+ ERROR "| - error ts\(/.test(line.replace(/\x1b\[[0-9;]*m/g, '')));

/** `npm ls <name> --json` in the example: the installed copies of a package, by the path that pulled them in. */
function installedCopies(example: FrameworkExample, name: string) {
  return new Promise<unknown>((resolve, reject) => {
    const child = spawn('npm', ['ls', name, '--all', '--json'], { cwd: exampleDir(example) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(output).dependencies ?? {}));
  });
}

/** Elements the examples' list page does not show (it shows the list, its prices and images, the cart and consent). */
const NOT_ON_THE_LIST_PAGE = [
  'shop-product',
  'shop-variant-picker',
  'shop-add-to-cart',
  'shop-buy-now',
  'shop-checkout',
  'shop-order-confirmation',
];
const ON_THE_LIST_PAGE = ['shop-product-list', 'shop-product-image', 'shop-price', 'shop-cart', 'shop-consent-banner'];

/**
 * The element whose chunk a built file is, by its name: a tag, then the package's hash (eight capitals and digits),
 * then the app's (`shop-product-FJL463DP-DAnSqD-e.js` is `shop-product`'s, `shop-checkout-button-7ESISWG4-…` not
 * `shop-checkout`'s; Astro writes a dot before its hash); else null.
 */
const elementOfChunk = (file: string) =>
  [...NOT_ON_THE_LIST_PAGE, ...ON_THE_LIST_PAGE].find((tag) => new RegExp(`^${tag}-[A-Z0-9]{8}[-.]`).test(file)) ??
  null;

for (const example of FRAMEWORKS) {
  test.describe.serial(`the ${example.label} example`, () => {
    test('installs the package without a DOM implementation', async () => {
      expect(await installedCopies(example, 'shopkit-storefront')).toHaveProperty('shopkit-storefront');
      expect(await installedCopies(example, 'jsdom'), "jsdom is the prerender command's alone").toEqual({});
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
        // Each element defines itself as its tag appears (the app calls no defineShopElements()), so the list page
        // fetches the code of the elements it shows and none of the product page's or the checkout's.
        const listScripts = scripts.map((file) => path.posix.basename(file));
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
