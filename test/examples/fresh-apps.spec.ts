// The fresh apps of docs/frameworks.md ("A new app, step by step"): made with `npm create vite` and the packed package
// (scripts/examples/create-fresh-apps.mjs), their files written here from the page's own blocks (marked
// `<!-- fresh-app: <framework> <file> -->`), built with the template's `npm run build` (which type-checks first)
// against the local platform, and opened: the list page shows the shop's products and fetches the code of the elements
// it shows and nothing of the product page's or the checkout's. The React app installs no DOM implementation.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { markdownBlocks } from '../helpers/markdown-blocks.ts';
import { elementOfChunk, installedCopies, NOT_ON_THE_LIST_PAGE, recordPage, runScript } from './app-commands.ts';
import { serveStatic } from './static-server.ts';

const PAGE = 'docs/frameworks.md';
const MARK = /<!-- fresh-app: (\S+) (\S+) -->/;

/** The files the page gives `framework`'s app: each block right after its mark, by the file it names. */
function filesOf(framework: string): Map<string, string> {
  const lines = fs.readFileSync(path.join(process.cwd(), PAGE), 'utf8').split('\n');
  const files = new Map<string, string>();
  for (const block of markdownBlocks(PAGE)) {
    const before = lines.slice(Math.max(0, block.line - 3), block.line - 1).join('\n');
    const mark = MARK.exec(before);
    if (mark?.[1] === framework) files.set(mark[2]!, block.code);
  }
  return files;
}

function appDir(name: string): string {
  const work = process.env.SHOPKIT_EXAMPLES_DIR;
  if (!work) throw new Error('SHOPKIT_EXAMPLES_DIR is not set: run node scripts/examples/test-examples.mjs');
  return path.join(work, name);
}

const APPS = [
  { framework: 'react', label: 'React', dir: 'fresh-react', files: ['src/App.tsx'] },
  { framework: 'vue', label: 'Vue', dir: 'fresh-vue', files: ['vite.config.ts', 'src/App.vue'] },
];

for (const app of APPS)
  test(`a fresh ${app.label} app written as docs/frameworks.md says builds, lists products and fetches only what it shows`, async ({
    page,
    platform,
  }) => {
    test.setTimeout(300_000);
    const dir = appDir(app.dir);
    const files = filesOf(app.framework);
    expect([...files.keys()].sort(), `the files ${PAGE} gives the ${app.label} app`).toEqual([...app.files].sort());
    for (const [file, code] of files) fs.writeFileSync(path.join(dir, file), code);
    if (app.framework === 'react')
      expect(await installedCopies(dir, 'jsdom'), "jsdom is the prerender command's alone").toEqual({});
    const build = await runScript(dir, 'build', {
      env: {
        VITE_SHOPKIT_API_URL: platform.urls.api,
        VITE_SHOPKIT_CHECKOUT_URL: platform.urls.checkout,
        VITE_SHOPKIT_PUBLISHABLE_KEY: platform.keys.demo,
      },
    });
    expect(build.status, build.output).toBe(0);

    const server = await serveStatic(path.join(dir, 'dist'));
    const { errors, scripts } = recordPage(page);
    try {
      await page.goto(`${server.url}/`);
      const names = page.locator('shop-product-list article h2');
      await expect(names).toHaveCount(6);
      await expect(names.first()).not.toBeEmpty();
      await expect(page.locator('shop-product-list shop-price [data-shop-part="price"]').first()).toContainText('SEK');
      await expect(page.locator('shop-cart').getByRole('button', { name: /^Cart/ })).toBeVisible();
      test
        .info()
        .annotations.push({ type: 'list page scripts', description: `${scripts.length}: ${scripts.join(' ')}` });
      const fetched = new Set(scripts.map(elementOfChunk));
      for (const tag of NOT_ON_THE_LIST_PAGE) expect(fetched.has(tag), `${tag} is not on the list page`).toBe(false);
      for (const tag of ['shop-product-list', 'shop-price', 'shop-cart']) expect(fetched.has(tag), tag).toBe(true);
      const built = fs.readdirSync(path.join(dir, 'dist/assets')).filter((file) => file.endsWith('.js'));
      expect(scripts.length, 'the list page fetches a part of the build').toBeLessThan(built.length);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
