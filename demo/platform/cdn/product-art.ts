// Product pictures as small flat SVGs: a soft tint of the product's colour, a ground shadow and the product's own
// motif (motif-table.ts). Three views: the product whole, a smaller turned view in front of a backdrop, a close-up.
import { escapeHtml } from '../checkout/html.ts';
import { resolveArtColour, resolveMotif } from './motif-table.ts';
import { createPaint, mixColour } from './motifs/paint.ts';

export interface ProductArtRequest {
  slug: string;
  /** Names of the product's variants, in order; a colour name among them sets the product's colour per view. */
  variantNames: readonly string[];
  /** 1-based index of the image among the product's images. */
  view: number;
  /** Accessible title: the image's alt text. */
  title: string;
}

function sceneFor(view: number, motif: string, tint: string, shadow: string, focus: readonly [number, number]): string {
  if (view % 3 === 0) {
    return (
      `<rect width="800" height="800" fill="${mixColour(tint, '#ffffff', 0.35)}"/>` +
      `<g transform="translate(400 400) scale(1.45) translate(${-focus[0]} ${-focus[1]})">${motif}</g>`
    );
  }
  if (view % 3 === 2) {
    return (
      `<rect width="800" height="800" fill="${mixColour(tint, shadow, 0.06)}"/>` +
      `<path d="M130 800V400a270 270 0 0 1 540 0v400z" fill="${mixColour(tint, '#ffffff', 0.45)}"/>` +
      `<ellipse cx="400" cy="650" rx="214" ry="25" fill="${shadow}" opacity=".16"/>` +
      `<g transform="translate(400 650) rotate(-4) scale(.88) translate(-400 -600)">${motif}</g>`
    );
  }
  return (
    `<rect width="800" height="800" fill="url(#bg)"/><g transform="translate(-40 -50) scale(1.1)">` +
    `<ellipse cx="400" cy="606" rx="236" ry="28" fill="${shadow}" opacity=".16"/>${motif}</g>`
  );
}

export function drawProductArt(request: ProductArtRequest): string {
  const entry = resolveMotif(request.slug);
  const paint = createPaint(resolveArtColour(entry, request.variantNames, request.view));
  const tint = mixColour(paint.base, '#f7f2ea', 0.84);
  const title = escapeHtml(request.title);
  const gradient =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mixColour(tint, '#ffffff', 0.3)}"/>` +
    `<stop offset="1" stop-color="${mixColour(tint, paint.base, 0.12)}"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${gradient}</defs>${sceneFor(request.view, entry.draw(paint), tint, paint.deep, entry.focus)}</svg>`
  );
}
