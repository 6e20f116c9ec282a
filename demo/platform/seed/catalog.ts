// The demo shop's catalogue as compact rows. Prices in whole SEK (VAT included); `stock: null` is untracked. A few
// products carry Swedish names or descriptions, as a Swedish shop's do (search finds "Stickad mössa" for "mossa").

export interface CatalogVariant {
  name: string;
  price?: number;
  compareAt?: number;
  stock: number | null;
  /** The variant's value per option; without it, a product with options uses `{<option>: name}`. */
  options?: Record<string, string>;
}
export interface CatalogOption {
  name: string;
  values: string[];
}
export interface CatalogRow {
  slug: string;
  name: string;
  category: string;
  price: number;
  compareAt?: number;
  stock: number | null;
  description: string;
  variants?: CatalogVariant[];
  /** The options matrix; each variant names one value of each. */
  options?: CatalogOption[];
  vatRate?: number;
}

export const DEMO_CATEGORIES = [
  { slug: 'kitchen', name: 'Kitchen', description: 'Stoneware, wood and linen for everyday cooking and coffee.' },
  { slug: 'textiles', name: 'Textiles', description: 'Soft things woven and knitted from natural fibres.' },
  { slug: 'stationery', name: 'Stationery', description: 'Paper goods for lists, letters and long thoughts.' },
  { slug: 'lighting', name: 'Lighting', description: 'Lamps and candles for the dark half of the year.' },
] as const;

const COLOURS = (stock: [number | null, number | null, number | null]): CatalogVariant[] => [
  { name: 'Moss', stock: stock[0] },
  { name: 'Clay', stock: stock[1] },
  { name: 'Fjord', stock: stock[2] },
];
/**
 * Variants for every combination of two options that has a cell (null: the combination does not exist), named
 * "<first> / <second>"; a cell gives the stock and, optionally, a price other than the row's.
 */
function matrix(
  options: [CatalogOption, CatalogOption],
  cell: (first: string, second: string) => { stock: number | null; price?: number } | null,
): { options: CatalogOption[]; variants: CatalogVariant[] } {
  const [a, b] = options;
  const variants = a.values.flatMap((first) =>
    b.values.flatMap((second) => {
      const found = cell(first, second);
      return found ? [{ name: `${first} / ${second}`, options: { [a.name]: first, [b.name]: second }, ...found }] : [];
    }),
  );
  return { options, variants };
}
const COLOUR_OPTION = (values = ['Moss', 'Clay', 'Fjord']): CatalogOption => ({ name: 'Colour', values });

const SIZES = (price: number): CatalogVariant[] => [
  { name: 'Small', price, stock: 12 },
  { name: 'Medium', price: price + 40, stock: 8 },
  { name: 'Large', price: price + 80, stock: 3 },
];

export const DEMO_CATALOG: readonly CatalogRow[] = [
  {
    slug: 'stoneware-mug',
    name: 'Stoneware Mug',
    category: 'kitchen',
    price: 189,
    stock: null,
    description: 'A hand-thrown mug that holds a generous 350 ml and keeps its warmth.',
    options: [COLOUR_OPTION()],
    variants: COLOURS([24, 9, 0]),
  },
  {
    slug: 'breakfast-bowl',
    name: 'Breakfast Bowl',
    category: 'kitchen',
    price: 229,
    stock: 30,
    description: 'A wide bowl for porridge, yoghurt and everything between.',
  },
  {
    slug: 'pour-over-set',
    name: 'Pour-Over Set',
    category: 'kitchen',
    price: 549,
    compareAt: 649,
    stock: 6,
    description: 'A ceramic dripper with its own carafe, for slow mornings.',
  },
  {
    slug: 'oak-cutting-board',
    name: 'Oak Cutting Board',
    category: 'kitchen',
    price: 399,
    stock: 14,
    description: 'Solid oak, oiled by hand, with a groove for juices.',
    options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }],
    variants: SIZES(349),
  },
  {
    slug: 'linen-tea-towel',
    name: 'Linen Tea Towel',
    category: 'kitchen',
    price: 129,
    stock: null,
    description: 'Stonewashed linen that dries glasses without lint.',
  },
  {
    slug: 'salt-cellar',
    name: 'Skål med lock',
    category: 'kitchen',
    price: 159,
    stock: 0,
    description: 'A small lidded stoneware pot for flaky salt. Sold out until the next firing.',
  },
  {
    slug: 'enamel-kettle',
    name: 'Enamel Kettle',
    category: 'kitchen',
    price: 699,
    stock: 4,
    description: 'A stovetop kettle in glossy enamel with a beech handle.',
  },
  {
    slug: 'wool-throw',
    name: 'Wool Throw',
    category: 'textiles',
    price: 1290,
    compareAt: 1490,
    stock: 7,
    description: 'Lambswool woven in a loose herringbone: lap size 130 by 180 cm, bed size 220 by 240 cm.',
    // Lap in three colours (Clay sold out), bed size in Moss and Clay only, for 400 kr more.
    ...matrix([{ name: 'Size', values: ['Lap', 'Bed'] }, COLOUR_OPTION()], (size, colour) => {
      const stock: Record<string, number | null> = {
        'Lap Moss': 3,
        'Lap Clay': 0,
        'Lap Fjord': 4,
        'Bed Moss': 2,
        'Bed Clay': 1,
      };
      const key = `${size} ${colour}`;
      return key in stock ? { stock: stock[key]!, ...(size === 'Bed' ? { price: 1690 } : {}) } : null;
    }),
  },
  {
    slug: 'linen-cushion',
    name: 'Linen Cushion Cover',
    category: 'textiles',
    price: 349,
    stock: 20,
    description: 'A washed linen cover with hidden wooden buttons, 50 by 50 cm.',
  },
  {
    slug: 'knitted-beanie',
    name: 'Stickad mössa',
    category: 'textiles',
    price: 299,
    stock: null,
    description: 'A knitted merino beanie in a rib that keeps ears warm without itching.',
    // Knitted to order: stock is not tracked.
    ...matrix([{ name: 'Size', values: ['S/M', 'L/XL'] }, COLOUR_OPTION()], () => ({ stock: null })),
  },
  {
    slug: 'cotton-apron',
    name: 'Förkläde i bomull',
    category: 'textiles',
    price: 449,
    stock: 11,
    description: 'A heavy canvas apron with a deep pocket and long cross-back straps.',
  },
  {
    slug: 'bath-towel',
    name: 'Waffle Bath Towel',
    category: 'textiles',
    price: 389,
    stock: 16,
    description: 'A light waffle weave that dries fast on a hook.',
    // Hand and bath towels in Moss and Clay, the large sheet in Moss only (sold out).
    ...matrix(
      [{ name: 'Size', values: ['Hand', 'Bath', 'Sheet'] }, COLOUR_OPTION(['Moss', 'Clay'])],
      (size, colour) => {
        if (size === 'Sheet') return colour === 'Moss' ? { stock: 0, price: 589 } : null;
        return { stock: size === 'Hand' ? 20 : colour === 'Moss' ? 9 : 2, ...(size === 'Hand' ? { price: 189 } : {}) };
      },
    ),
  },
  {
    slug: 'wool-socks',
    name: 'Raggsockor',
    category: 'textiles',
    price: 179,
    stock: 40,
    description: 'Thick wool socks for cabins and cold floors.',
  },
  {
    slug: 'dot-grid-notebook',
    name: 'Dot Grid Notebook',
    category: 'stationery',
    price: 149,
    stock: null,
    description: 'A5, 192 pages of 100 g paper that fountain pens love.',
  },
  {
    slug: 'letterpress-cards',
    name: 'Letterpress Cards',
    category: 'stationery',
    price: 119,
    stock: 50,
    description: 'A set of six cards pressed on cotton paper, envelopes included.',
  },
  {
    slug: 'brass-pen',
    name: 'Brass Pen',
    category: 'stationery',
    price: 479,
    stock: 9,
    description: 'A solid brass ballpoint that darkens beautifully with use.',
  },
  {
    slug: 'desk-calendar',
    name: 'Desk Calendar',
    category: 'stationery',
    price: 199,
    compareAt: 249,
    stock: 25,
    description: 'A tear-off calendar with a block for every week.',
  },
  {
    slug: 'washi-tape',
    name: 'Washi Tape Trio',
    category: 'stationery',
    price: 89,
    stock: 60,
    description: 'Three rolls in quiet colours for notes and parcels.',
  },
  {
    slug: 'ink-bottle',
    name: 'Bläckflaska',
    category: 'stationery',
    price: 169,
    stock: 18,
    description: 'A 50 ml bottle of lightfast blue-black ink.',
  },
  {
    slug: 'paper-pendant',
    name: 'Paper Pendant Lamp',
    category: 'lighting',
    price: 899,
    stock: 5,
    description: 'A folded paper shade that throws soft light over a table.',
  },
  {
    slug: 'beeswax-candles',
    name: 'Beeswax Candles',
    category: 'lighting',
    price: 139,
    stock: null,
    description: 'Två handdoppade ljus av bivax som brinner rent i åtta timmar vardera.',
  },
  {
    slug: 'brass-candle-holder',
    name: 'Brass Candle Holder',
    category: 'lighting',
    price: 329,
    stock: 13,
    description: 'A weighted brass holder for standard dinner candles.',
  },
  {
    slug: 'reading-lamp',
    name: 'Reading Lamp',
    category: 'lighting',
    price: 1490,
    stock: 2,
    description: 'An adjustable ash-wood lamp with a linen shade.',
    options: [COLOUR_OPTION()],
    variants: COLOURS([1, 1, 0]),
  },
  {
    slug: 'lantern',
    name: 'Trädgårdslykta',
    category: 'lighting',
    price: 259,
    stock: 10,
    description: 'A glass lantern with a wire handle for porches and picnics.',
  },
];
