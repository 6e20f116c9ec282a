// The image CDN origin: `/images/<shopPrefix>/products/<file>.svg`, drawn from the product it belongs to, at the
// width asked with `?width=` (16-4000 pixels; the drawing is the same, its intrinsic size follows) for srcset.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { sendText } from '../http/respond.ts';
import { findProductByImage } from '../repo/products.ts';
import type { ProductRecord } from '../state/types.ts';
import { drawProductArt } from './product-art.ts';

export function createCdnListener(platform: PlatformContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://cdn.invalid');
    res.on('finish', () =>
      platform.log.record({
        origin: 'cdn',
        method: req.method ?? 'GET',
        path: url.pathname,
        status: res.statusCode,
        at: new Date(platform.now()).toISOString(),
      }),
    );
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    const match = /^\/images\/([A-Za-z0-9-]+)\/products\/([a-z0-9-]+\.svg)$/.exec(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', {
        ...headers,
        Allow: 'GET, HEAD',
      });
    const width = parseWidth(url.searchParams.get('width'));
    if (width === 'invalid')
      return sendText(res, 400, 'text/plain; charset=utf-8', 'width must be a whole number from 16 to 4000\n', {
        ...headers,
        'Cache-Control': 'no-store',
      });
    const found = match
      ? platform.db.transaction((tx) => findProductByImage(tx, match[1]!, match[2]!))
      : Promise.resolve(null);
    found.then(
      (product) => draw(res, headers, product, match?.[2] ?? '', width),
      (error: unknown) => {
        console.error('shopkit cdn: unexpected error', error);
        sendText(res, 500, 'text/plain; charset=utf-8', 'internal error\n', headers);
      },
    );
  };
}

export const MIN_IMAGE_WIDTH = 16;
export const MAX_IMAGE_WIDTH = 4000;

/** `?width=`: null when absent, 'invalid' unless a whole number within the bounds. */
export function parseWidth(raw: string | null): number | null | 'invalid' {
  if (raw === null) return null;
  const width = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  return width >= MIN_IMAGE_WIDTH && width <= MAX_IMAGE_WIDTH ? width : 'invalid';
}

/** The drawing at `width` pixels wide (its height keeps the image's ratio): only the root's size attributes change. */
export function sizeSvg(svg: string, width: number, ratio: number): string {
  return svg.replace(
    /^(<svg[^>]*?) width="\d+" height="\d+"/,
    `$1 width="${width}" height="${Math.round(width * ratio)}"`,
  );
}

function draw(
  res: ServerResponse,
  headers: Record<string, string>,
  product: ProductRecord | null,
  file: string,
  width: number | null,
) {
  const image = product?.images.find((i) => i.file === file);
  if (!product || !image) return sendText(res, 404, 'text/plain; charset=utf-8', 'no such image\n', headers);
  const view = product.images.indexOf(image) + 1;
  const svg = drawProductArt({
    slug: product.slug,
    variantNames: product.variants.map((v) => v.name),
    view,
    title: image.alt,
  });
  const sized = width === null ? svg : sizeSvg(svg, width, image.height / image.width);
  sendText(res, 200, 'image/svg+xml; charset=utf-8', sized, {
    ...headers,
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
}
