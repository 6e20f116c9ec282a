// The seed a fresh database starts with: shop `demo` (SEK base, EUR charge, USD display, checkout v2), its campaign
// storefront, shop `legacy` on the legacy checkout, and shop `101928Y`, whose prefix and short key have the shape the
// real service issues (docs/design.md "Keys"). Deterministic: the same seed every time.
import type {
  CategoryRecord,
  KeyRecord,
  ProductRecord,
  SeedData,
  ShopRecord,
  StorefrontRecord,
  VariantRecord,
} from '../state/types.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES, type CatalogRow } from './catalog.ts';
import { createDemoDiscounts } from './discount-seed.ts';
import { createDemoShippingMethods } from './shipping-seed.ts';

export const DEMO_KEY = 'shop_pk_demo_demo0publishable0key';
export const LEGACY_KEY = 'shop_pk_legacy_legacy0publishable0key';
/** A shop prefix of digits and an upper-case letter, kept as written, and a five-character secret. */
export const PRINTS_SHOP_ID = '101928Y';
export const PRINTS_KEY = 'shop_pk_101928Y_Pr1nt';
export const DEMO_STOREFRONT_ID = 'sf_01HZX3Q8M5N7P9R2S4T6V8W0YA';
export const DEFAULT_SCOPES = [
  'products:read',
  'shop:read',
  'cart:read',
  'cart:write',
  'checkout:read',
  'checkout:write',
  'consent:write',
  'customer:read',
  'customer:write',
];
const NO_TRACKING = { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null, consentLog: false };
const SEEDED_AT = '2025-01-06T09:00:00.000Z';
const IMAGE_VIEWS = 3;

const SHOPS: ShopRecord[] = [
  {
    id: 'demo',
    storeId: 48213,
    name: 'Lindqvist Home',
    baseCurrency: 'SEK',
    checkout: 'v2',
    locale: 'sv-SE',
    tracking: NO_TRACKING,
    vatRate: 0.25,
    currencies: [
      { code: 'SEK', mode: 'base', rate: 1 },
      { code: 'EUR', mode: 'charge', rate: 0.087 },
      { code: 'USD', mode: 'display', rate: 0.094 },
    ],
  },
  {
    id: 'legacy',
    storeId: 10577,
    name: 'Old Town Paper',
    baseCurrency: 'EUR',
    checkout: 'legacy',
    locale: 'en-IE',
    tracking: NO_TRACKING,
    vatRate: 0.23,
    currencies: [
      { code: 'EUR', mode: 'base', rate: 1 },
      { code: 'SEK', mode: 'charge', rate: 11.5 },
      { code: 'JPY', mode: 'display', rate: 162 },
    ],
  },
  {
    id: PRINTS_SHOP_ID,
    storeId: 101928,
    name: 'Harbour Press',
    baseCurrency: 'SEK',
    checkout: 'v2',
    locale: 'sv-SE',
    currencies: [{ code: 'SEK', mode: 'base', rate: 1 }],
    tracking: NO_TRACKING,
    vatRate: 0.25,
  },
];

export function createSeed(): SeedData {
  const categories = DEMO_CATEGORIES.map((c, i): CategoryRecord => ({ id: `cat_${i + 1}`, shopId: 'demo', ...c }));
  const products = DEMO_CATALOG.map((row, i) => productFromRow(row, i, 'demo', categories));
  const legacyCategory: CategoryRecord = {
    id: 'cat_101',
    shopId: 'legacy',
    slug: 'paper',
    name: 'Paper',
    description: 'Writing paper and envelopes.',
  };
  const legacyProducts = [
    productFromRow(
      {
        slug: 'writing-pad',
        name: 'Writing Pad',
        category: 'paper',
        price: 12,
        stock: 30,
        description: 'Laid paper, 50 sheets.',
      },
      101,
      'legacy',
      [legacyCategory],
    ),
    productFromRow(
      {
        slug: 'envelopes',
        name: 'Envelopes',
        category: 'paper',
        price: 8,
        stock: null,
        description: 'Twenty C6 envelopes.',
      },
      102,
      'legacy',
      [legacyCategory],
    ),
  ];
  const printsCategory: CategoryRecord = {
    id: 'cat_201',
    shopId: PRINTS_SHOP_ID,
    slug: 'cards',
    name: 'Cards',
    description: 'Letterpress cards printed by the harbour.',
  };
  const printsProduct = productFromRow(
    {
      slug: 'letterpress-cards',
      name: 'Letterpress Cards',
      category: 'cards',
      price: 95,
      stock: 40,
      description: 'Six folded cards with envelopes, printed on cotton paper.',
    },
    201,
    PRINTS_SHOP_ID,
    [printsCategory],
  );
  return {
    shops: structuredClone(SHOPS),
    keys: [
      seedKey('key_demo', 'demo', DEMO_KEY),
      seedKey('key_legacy', 'legacy', LEGACY_KEY),
      seedKey('key_prints', PRINTS_SHOP_ID, PRINTS_KEY),
    ],
    categories: [...categories, legacyCategory, printsCategory],
    products: [...products, ...legacyProducts, printsProduct],
    storefronts: [campaign(products)],
    discounts: createDemoDiscounts(DEMO_STOREFRONT_ID),
    shippingMethods: createDemoShippingMethods(),
  };
}

function seedKey(id: string, shopId: string, key: string): KeyRecord {
  return { id, shopId, key, scopes: [...DEFAULT_SCOPES], revoked: false, createdAt: SEEDED_AT };
}

function productFromRow(row: CatalogRow, index: number, shopId: string, categories: CategoryRecord[]): ProductRecord {
  const id = `prod_${String(index + 1).padStart(3, '0')}`;
  const options = row.options ?? [];
  const colours = options.find((option) => option.name === 'Colour')?.values ?? [];
  const variants = (row.variants ?? [{ name: 'Default', stock: row.stock }]).map((variant, v): VariantRecord => {
    const values = variant.options ?? (options.length === 1 ? { [options[0]!.name]: variant.name } : {});
    const colour = values.Colour ? colours.indexOf(values.Colour) : -1;
    return {
      id: `var_${String(index + 1).padStart(3, '0')}_${v + 1}`,
      name: variant.name,
      sku: `${row.slug.toUpperCase().slice(0, 12)}-${v + 1}`,
      price: (variant.price ?? row.price) * 100,
      compareAtPrice:
        (variant.compareAt ?? row.compareAt ?? null) === null ? null : (variant.compareAt ?? row.compareAt ?? 0) * 100,
      stock: variant.stock,
      options: values,
      // The product's views are drawn in its colours in order (cdn/motif-table.ts), so a colour's own picture is
      // the view of that colour.
      imageFile: colour >= 0 && colour < IMAGE_VIEWS ? `${row.slug}-${colour + 1}.jpg` : null,
    };
  });
  const created = new Date(Date.parse(SEEDED_AT) + index * 86_400_000).toISOString();
  return {
    id,
    shopId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    vatRate: row.vatRate ?? 0.25,
    createdAt: created,
    categoryIds: categories.filter((c) => c.slug === row.category).map((c) => c.id),
    variants,
    options: options.map((option) => ({ name: option.name, values: [...option.values] })),
    images: Array.from({ length: IMAGE_VIEWS }, (_, i) => i + 1).map((n) => ({
      file: `${row.slug}-${n}.jpg`,
      width: 800,
      height: 800,
      alt: n === 1 ? row.name : `${row.name}, view ${n}`,
    })),
  };
}

/** "Winter Market": 20 % off the first eight products, for the campaign storefront. */
function campaign(products: ProductRecord[]): StorefrontRecord {
  const prices: Record<string, number> = {};
  for (const product of products.slice(0, 8)) {
    for (const variant of product.variants) prices[variant.id] = Math.round((variant.price * 0.8) / 100) * 100;
  }
  return { id: DEMO_STOREFRONT_ID, shopId: 'demo', name: 'Winter Market', active: true, prices };
}
