// The hosted checkout's tab icon (a padlock) as a PNG. Chromium fetches and decodes a page's icon on the page's main
// thread, and an SVG icon is a document of its own there (docs/design.md, "The demo's frames"); a PNG decodes like any
// small image. Drawn once, at twice the 32-pixel icon of a high-density tab, so no screen scales it up.
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';

export const CHECKOUT_ICON_PATH = '/assets/icon.png';

const PADLOCK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="64" height="64">' +
  '<rect x="4" y="10" width="16" height="11" rx="2" fill="#1f2933"/>' +
  '<path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="#1f2933" stroke-width="2"/></svg>';

let rendered: Promise<Buffer> | null = null;

export function renderCheckoutIcon(): Promise<Buffer> {
  rendered ??= sharp(Buffer.from(PADLOCK_SVG)).png({ compressionLevel: 9 }).toBuffer();
  return rendered;
}

export async function sendCheckoutIcon(res: ServerResponse): Promise<void> {
  const icon = await renderCheckoutIcon();
  res.writeHead(200, {
    'Content-Type': 'image/png',
    'Content-Length': icon.length,
    'Cache-Control': 'max-age=300',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(icon);
}
