// Writes demo/site/public/logo.png, the demo pages' favicon, from logo.svg (`node scripts/render-favicon.mjs` after
// changing the mark). Chromium fetches and decodes a page's icon on the page's main thread, and an SVG icon is a
// document of its own there (docs/design.md, "The demo's frames"); a PNG is decoded like any small image.
import { chromium } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium, ROOT } from './ensure-env.mjs';

const PUBLIC_DIR = path.join(ROOT, 'demo/site/public');
// Twice the 32-pixel icon of a high-density tab, so no screen scales it up.
const SIZE = 64;

const svg = await readFile(path.join(PUBLIC_DIR, 'logo.svg'), 'utf8');
ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  const source = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  await page.setContent(
    `<style>html, body { margin: 0; background: transparent }</style><img src="${source}" width="${SIZE}" height="${SIZE}" style="display: block">`,
  );
  await page.locator('img').evaluate((image) => image.decode());
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
  await writeFile(path.join(PUBLIC_DIR, 'logo.png'), png);
} finally {
  await browser.close();
}
