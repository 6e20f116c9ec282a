// Colours for product art: one base colour per product (or per variant) spread into a few flat shades, plus the
// fixed materials (wood, brass, paper, glass, ink) that several motifs share.

export interface Paint {
  /** The product's own colour. */
  readonly base: string;
  /** Shadowed side, inner rims. */
  readonly dark: string;
  /** Deepest tone: openings, outlines. */
  readonly deep: string;
  /** Lit side. */
  readonly light: string;
  /** Highlights and pale details. */
  readonly pale: string;
}

/** A motif draws one product, standing on the ground line y = 600 of an 800 by 800 view box. */
export type MotifDraw = (paint: Paint) => string;

export const WOOD = '#c99a64';
export const WOOD_DARK = '#9c6f40';
export const BRASS = '#c9a04a';
export const BRASS_DARK = '#96722a';
export const PAPER = '#f8f4ec';
export const PAPER_SHADE = '#e4ddcf';
export const INK = '#2a3140';
export const GLASS = '#e6eef0';
export const FLAME = '#f4b23f';
export const GLOW = '#fde9b4';

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

/** Blends two #rrggbb colours: `amount` 0 gives `from`, 1 gives `to`. */
export function mixColour(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, i) =>
      Math.round(value + ((b[i] ?? 0) - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function createPaint(base: string): Paint {
  return {
    base,
    dark: mixColour(base, '#1c1a18', 0.28),
    deep: mixColour(base, '#1c1a18', 0.55),
    light: mixColour(base, '#ffffff', 0.3),
    pale: mixColour(base, '#ffffff', 0.7),
  };
}
