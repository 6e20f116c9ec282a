// Which motif draws which product, in which colour, and where the close-up (third view) looks. Keyed by slug, so a
// product keeps its picture across shops and restarts; a slug without an entry is drawn as a parcel.
import {
  drawBowl,
  drawCuttingBoard,
  drawKettle,
  drawMug,
  drawPourOver,
  drawSaltCellar,
  drawTeaTowel,
} from './motifs/kitchen.ts';
import { drawCandleHolder, drawCandles, drawLantern, drawPendant, drawReadingLamp } from './motifs/lighting.ts';
import { BRASS, WOOD, type MotifDraw } from './motifs/paint.ts';
import { drawParcel } from './motifs/parcel.ts';
import {
  drawCards,
  drawCalendar,
  drawEnvelopes,
  drawInkBottle,
  drawNotebook,
  drawPen,
  drawWashiTape,
  drawWritingPad,
} from './motifs/stationery.ts';
import { drawApron, drawBeanie, drawCushion, drawSocks, drawThrow, drawTowel } from './motifs/textiles.ts';

export interface MotifEntry {
  readonly draw: MotifDraw;
  /** The product's colour when none of its variants names one. */
  readonly colour: string;
  /** Centre of the close-up view, in the motif's own coordinates. */
  readonly focus: readonly [number, number];
}

/** Colours named by variants of the demo catalogue (a variant called "Moss" is drawn in moss green). */
export const VARIANT_COLOURS: Readonly<Record<string, string>> = { moss: '#71804f', clay: '#b86a4b', fjord: '#4b6f88' };

const entry = (draw: MotifDraw, colour: string, focus: readonly [number, number]): MotifEntry => ({
  draw,
  colour,
  focus,
});

export const PRODUCT_MOTIFS: Readonly<Record<string, MotifEntry>> = {
  'stoneware-mug': entry(drawMug, '#71804f', [360, 470]),
  'breakfast-bowl': entry(drawBowl, '#8fa8a6', [400, 420]),
  'pour-over-set': entry(drawPourOver, '#c98a66', [400, 360]),
  'oak-cutting-board': entry(drawCuttingBoard, WOOD, [400, 300]),
  'linen-tea-towel': entry(drawTeaTowel, '#5b7590', [400, 290]),
  'salt-cellar': entry(drawSaltCellar, '#a9bfae', [420, 480]),
  'enamel-kettle': entry(drawKettle, '#b5473a', [360, 420]),
  'wool-throw': entry(drawThrow, '#71804f', [500, 520]),
  'linen-cushion': entry(drawCushion, '#c4a98a', [400, 420]),
  'knitted-beanie': entry(drawBeanie, '#71804f', [400, 480]),
  'cotton-apron': entry(drawApron, '#b9784f', [400, 460]),
  'bath-towel': entry(drawTowel, '#9db3a8', [400, 420]),
  'wool-socks': entry(drawSocks, '#7d8fa3', [420, 470]),
  'dot-grid-notebook': entry(drawNotebook, '#3e4f63', [460, 400]),
  'letterpress-cards': entry(drawCards, '#b5553f', [330, 420]),
  'brass-pen': entry(drawPen, BRASS, [520, 360]),
  'desk-calendar': entry(drawCalendar, '#c0563f', [400, 360]),
  'washi-tape': entry(drawWashiTape, '#d8a48f', [420, 400]),
  'ink-bottle': entry(drawInkBottle, '#2d3a5c', [400, 460]),
  'paper-pendant': entry(drawPendant, '#efe6d6', [400, 360]),
  'beeswax-candles': entry(drawCandles, '#e2ae45', [400, 300]),
  'brass-candle-holder': entry(drawCandleHolder, BRASS, [400, 460]),
  'reading-lamp': entry(drawReadingLamp, '#71804f', [470, 320]),
  lantern: entry(drawLantern, '#4d5b55', [400, 420]),
  'writing-pad': entry(drawWritingPad, '#7b3b35', [380, 320]),
  envelopes: entry(drawEnvelopes, '#a8714a', [400, 480]),
};

export const FALLBACK_MOTIF: MotifEntry = entry(drawParcel, '#b89a73', [400, 440]);

export function resolveMotif(slug: string): MotifEntry {
  return (Object.hasOwn(PRODUCT_MOTIFS, slug) ? PRODUCT_MOTIFS[slug] : undefined) ?? FALLBACK_MOTIF;
}

/** The colour of the n-th view (1-based): views walk through the colours the variants name, else the product's own. */
export function resolveArtColour(entryFor: MotifEntry, variantNames: readonly string[], view: number): string {
  // A variant of a matrix is named "Lap / Moss": each part may name a colour, and each colour counts once.
  const parts = variantNames.flatMap((name) => name.toLowerCase().split(/\s*\/\s*/));
  const named = [
    ...new Set(parts.flatMap((part) => (Object.hasOwn(VARIANT_COLOURS, part) ? VARIANT_COLOURS[part]! : []))),
  ];
  return named.length === 0 ? entryFor.colour : (named[(view - 1) % named.length] ?? entryFor.colour);
}
