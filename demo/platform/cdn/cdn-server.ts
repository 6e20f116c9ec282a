// The image CDN origin: `/images/<shopPrefix>/products/<file>.jpg` (or `.png`), drawn from the product it belongs
// to and served as a raster image, as a shop's photo CDN serves its photos: at the width asked with `?width=`
// (16-4000 pixels, at most the image's stored width) for srcset, in WebP when the request accepts it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { sendText } from '../http/respond.ts';
import { findProductByImage } from '../repo/products.ts';
import type { ProductRecord } from '../state/types.ts';
import { IMAGE_FORMATS, resolveImageFormat, type ImageFormat } from './image-format.ts';
import { drawProductArt } from './product-art.ts';
import { rasterizeArt } from './rasterize-art.ts';
import { createRenderCache, type RenderCacheLimits } from './render-cache.ts';

// Room for every seeded image at each of `<shop-product-image>`'s srcset widths in both formats, several times over.
// Renders under way: libuv's worker threads run four at a time and the rest wait their turn; a cold list page asks
// for two dozen at once and a few shoppers arriving together a few times that, while a client asking for every width
// of every image meets the bound (a 503 with Retry-After) instead of a queue of minutes for everyone.
export const DEFAULT_RENDER_CACHE: RenderCacheLimits = {
  maxEntries: 4000,
  maxBytes: 64 * 1024 * 1024,
  maxRendering: 256,
};

const IMAGE_PATH = /^\/images\/([A-Za-z0-9-]+)\/products\/([a-z0-9-]+\.(?:jpg|png))$/;

export function createCdnListener(platform: PlatformContext, limits: RenderCacheLimits = DEFAULT_RENDER_CACHE) {
  const cache = createRenderCache(limits);
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
    const match = IMAGE_PATH.exec(url.pathname);
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
    found
      .then((product) => {
        const art =
          product && describeArt(product, match![2]!, width, resolveImageFormat(match![2]!, req.headers.accept));
        if (!art) return sendText(res, 404, 'text/plain; charset=utf-8', 'no such image\n', headers);
        if (matchesEtag(req.headers['if-none-match'], art.etag)) return sendNotModified(res, headers, art);
        const rendered = cache.get(art.key, () => rasterizeArt(art));
        if (!rendered)
          return sendText(res, 503, 'text/plain; charset=utf-8', 'busy rendering other images; try again\n', {
            ...headers,
            'Cache-Control': 'no-store',
            'Retry-After': '1',
          });
        return rendered.then((image) => sendImage(res, headers, art, image));
      })
      .catch((error: unknown) => {
        console.error('shopkit cdn: unexpected error', error);
        if (!res.headersSent) sendText(res, 500, 'text/plain; charset=utf-8', 'internal error\n', headers);
      });
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

interface Art {
  svg: string;
  format: ImageFormat;
  /** The drawing, its size and format: whatever changes the picture (a product's variants, its images) changes it. */
  key: string;
  etag: string;
}

/**
 * What to serve for `file` of `product`: the drawing at the width asked, never wider than the image's stored width
 * (a photo CDN does not enlarge a photo past its original either), or null when the product has no such image.
 */
function describeArt(product: ProductRecord, file: string, width: number | null, format: ImageFormat): Art | null {
  const image = product.images.find((i) => i.file === file);
  if (!image) return null;
  const drawing = drawProductArt({
    slug: product.slug,
    variantNames: product.variants.map((v) => v.name),
    view: product.images.indexOf(image) + 1,
    title: image.alt,
  });
  const svg = sizeSvg(drawing, Math.min(width ?? image.width, image.width), image.height / image.width);
  const key = createHash('sha256').update(format).update('\n').update(svg).digest('base64url');
  return { svg, format, key, etag: `"${key.slice(0, 27)}"` };
}

/** `If-None-Match` compared weakly, as RFC 9110 says for it: `*`, or any listed tag with or without `W/`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function imageHeaders(headers: Record<string, string>, art: Art): Record<string, string> {
  return {
    ...headers,
    'Cache-Control': 'public, max-age=3600',
    ETag: art.etag,
    // The format follows the request's Accept, so a shared cache must keep one copy per Accept.
    Vary: 'Accept',
    'X-Content-Type-Options': 'nosniff',
  };
}

function sendNotModified(res: ServerResponse, headers: Record<string, string>, art: Art): void {
  res.writeHead(304, imageHeaders(headers, art));
  res.end();
}

function sendImage(res: ServerResponse, headers: Record<string, string>, art: Art, image: Buffer): void {
  res.writeHead(200, {
    ...imageHeaders(headers, art),
    'Content-Type': IMAGE_FORMATS[art.format],
    'Content-Length': image.length,
  });
  res.end(image);
}
