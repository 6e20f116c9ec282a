// A large catalogue for the search bench, in the variety a real shop's has: names from adjectives, materials and
// things (a tenth Swedish, "Skål i lergods"), colour and size options, twenty categories, descriptions from a few
// hundred words with sizes and volumes; and the queries shoppers type into it: whole words, two words, a typo, a
// word without its marks, a word in no product, and for the suggestions every keystroke of a query. Deterministic: the
// same catalogue and queries on every run.
import type { CategoryRecord, ProductRecord, VariantRecord } from '../../demo/platform/state/types.ts';

const ADJECTIVES =
  'Small Large Wide Tall Round Square Soft Heavy Light Classic Rustic Nordic Simple Deep Flat Slim Thick Folded Woven Knitted Glazed Oiled Dipped Stonewashed Brushed Hammered Speckled Striped Checked Plain'.split(
    ' ',
  );
const MATERIALS =
  'Oak Ash Birch Pine Walnut Linen Wool Cotton Hemp Jute Leather Brass Copper Steel Iron Enamel Stoneware Porcelain Ceramic Glass Marble Paper Felt Rattan Cork Bamboo Silk Mohair Alpaca Beeswax'.split(
    ' ',
  );
const THINGS =
  'Mug Cup Bowl Plate Jug Vase Tray Basket Board Spoon Knife Kettle Teapot Carafe Jar Tin Box Lamp Candle Lantern Holder Shade Mirror Clock Hook Shelf Stool Cushion Throw Blanket Rug Towel Apron Napkin Runner Socks Beanie Scarf Mittens Notebook Journal Pen Pencil Card Calendar Planner Tape Ink Envelope Stamp Bag Pouch Wallet Brush Comb Soap Bottle Coaster Frame Planter'.split(
    ' ',
  );
const SWEDISH_THINGS =
  'Skål Mössa Förkläde Lykta Ljusstake Kudde Filt Handduk Kopp Fat Kanna Bricka Korg Ljus Vas'.split(' ');
const SWEDISH_MATERIALS = 'ek lin ull bomull mässing koppar glas lergods porslin björk'.split(' ');
const COLOURS = 'Moss Clay Fjord Sand Rust Sky Coal Snow Oat Sage Plum Amber'.split(' ');
const SIZES = ['Small', 'Medium', 'Large'];
const WORDS = (
  'a an the for with and of in on by from to your every day morning evening kitchen table desk shelf window garden ' +
  'cabin porch picnic coffee tea porridge soup bread salt pepper oil water flowers letters notes lists thoughts ' +
  'hand made thrown turned sewn woven knitted dipped glazed fired oiled waxed brushed polished washed dried pressed ' +
  'warm cool soft firm light heavy small large wide deep shallow tall short long round square simple quiet bright ' +
  'dark natural raw fine coarse smooth rough sturdy delicate generous compact everyday seasonal durable washable ' +
  'keeps holds carries dries warms lights frames stores pours serves wraps covers lasts darkens softens ages ' +
  'beautifully gently slowly evenly cleanly clean without lint itching spills marks stains fading wear tear ' +
  'studio workshop island valley coast forest lake harbour village farm market winter summer spring autumn ' +
  'gift set pair trio single double edition batch firing season colour shade tone pattern grain texture finish ' +
  'handle lid base rim spout strap pocket loop hinge corner edge seam stitch knot fringe border weave rib'
).split(' ');
const CATEGORY_NAMES =
  'Kitchen,Textiles,Stationery,Lighting,Bath,Garden,Living,Dining,Bedroom,Storage,Coffee & Tea,Baking,Candles,Paper,Wool & Knits,Ceramics,Woodwork,Gifts,Kök,Sovrum'.split(
    ',',
  );

/** A small deterministic generator (a linear congruential one), so every run builds the same catalogue. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}
const pick = <T>(items: readonly T[], r: (n: number) => number): T => items[r(items.length)]!;

export function makeSearchCategories(shopId: string): CategoryRecord[] {
  return CATEGORY_NAMES.map((name, i) => ({
    id: `cat_s${i + 1}`,
    shopId,
    slug: `s-${i + 1}`,
    name,
    description: `${name} for the search bench.`,
  }));
}

function variantsOf(id: string, n: number, r: (n: number) => number) {
  const price = (50 + r(1_950)) * 100;
  const colours = [pick(COLOURS, r), pick(COLOURS, r), pick(COLOURS, r)].filter((c, i, all) => all.indexOf(c) === i);
  const variant = (name: string, options: Record<string, string>, i: number): VariantRecord => ({
    ...{ id: `${id}_v${i}`, name, sku: `${id.toUpperCase()}-${i}`, price: price + i * 2_000, compareAtPrice: null },
    ...{ stock: r(4) === 0 ? null : r(40), options, imageFile: null },
  });
  if (n % 3 === 0) return { options: [], variants: [variant('Default', {}, 0)] };
  if (n % 3 === 1)
    return {
      options: [{ name: 'Colour', values: colours }],
      variants: colours.map((colour, i) => variant(colour, { Colour: colour }, i)),
    };
  const sizes = SIZES.slice(0, 2 + r(2));
  const pairs = sizes.flatMap((size) => colours.slice(0, 2).map((colour) => ({ size, colour })));
  return {
    options: [
      { name: 'Size', values: sizes },
      { name: 'Colour', values: colours.slice(0, 2) },
    ],
    variants: pairs.map(({ size, colour }, i) => variant(`${size} / ${colour}`, { Size: size, Colour: colour }, i)),
  };
}

/** Products `from` .. `from + count - 1` of the bench catalogue (ids `sp_<n>`), in shop `shopId`. */
export function makeSearchProducts(shopId: string, from: number, count: number): ProductRecord[] {
  const categories = makeSearchCategories(shopId);
  return Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const r = random(n * 7_919 + 1);
    const id = `sp_${n}`;
    const name =
      n % 10 === 0
        ? `${pick(SWEDISH_THINGS, r)} i ${pick(SWEDISH_MATERIALS, r)}`
        : `${pick(ADJECTIVES, r)} ${pick(MATERIALS, r)} ${pick(THINGS, r)}`;
    const words = Array.from({ length: 12 + r(10) }, () => pick(WORDS, r));
    const measure = r(3) === 0 ? ` ${10 + r(490)} ml` : r(2) === 0 ? ` ${10 + r(190)} by ${10 + r(190)} cm` : '';
    return {
      id,
      shopId,
      slug: `sp-${n}`,
      name,
      description: `${words.join(' ')}.${measure}`,
      categoryIds: [pick(categories, r).id],
      vatRate: 0.25,
      images: [{ file: `sp-${n}-1.jpg`, alt: name, width: 800, height: 800 }],
      ...variantsOf(id, n, r),
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    };
  });
}

/** One edit in a word: a letter dropped, doubled, swapped with its neighbour or replaced. */
function typo(word: string, r: (n: number) => number): string {
  const at = 1 + r(word.length - 2);
  const kinds = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + 'e' + word.slice(at + 1),
  ];
  return pick(kinds, r)();
}

const unmarked = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The queries of a search results page (`limit=24`), in a shopper's mix. */
export function makeSearchQueries(count = 400): string[] {
  const r = random(20_261_206);
  const long = [...MATERIALS, ...THINGS].filter((word) => word.length >= 5);
  const kinds = [
    () => pick(THINGS, r),
    () => pick(THINGS, r),
    () => `${pick(MATERIALS, r)} ${pick(THINGS, r)}`.toLowerCase(),
    () => `${pick(ADJECTIVES, r)} ${pick(THINGS, r)}`,
    () => `${pick(COLOURS, r)} ${pick(THINGS, r)}`.toLowerCase(),
    () => typo(pick(long, r).toLowerCase(), r),
    () => unmarked(pick(SWEDISH_THINGS, r)).toLowerCase(),
    () => `${pick(WORDS, r)} ${pick(THINGS, r)}`,
    () => pick(CATEGORY_NAMES, r),
    () => pick(['xylophone', 'trampoline', 'sofa bed', 'zeppelin', 'mug 999'], r),
  ];
  return Array.from({ length: count }, () => pick(kinds, r)());
}

/** What a search box asks while shoppers type: every keystroke from the second letter of queries of the mix. */
export function makeSuggestQueries(count = 400): string[] {
  const out: string[] = [];
  for (const query of makeSearchQueries(count)) {
    for (let end = 2; end <= query.length && out.length < count; end++) out.push(query.slice(0, end));
    if (out.length >= count) break;
  }
  return out;
}

/**
 * Keystrokes of the same mix that `makeSuggestQueries` never asks, each once: what a platform answers when no answer
 * to it is kept yet (the suggestions it keeps per process, state/shop-reads.ts). The mix's words are few, so there are
 * about 1,500 of them.
 */
export function makeFreshSuggestQueries(): string[] {
  const asked = new Set(makeSuggestQueries());
  const fresh = new Set<string>();
  for (const query of makeSearchQueries(20_000))
    for (let end = 2; end <= query.length; end++) {
      const keystroke = query.slice(0, end);
      if (!asked.has(keystroke)) fresh.add(keystroke);
    }
  return [...fresh];
}
