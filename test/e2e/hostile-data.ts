// Hostile catalogue records for the local platform's database: markup and script in names, descriptions and variant
// names, a hostile image file name, right-to-left and zero-width characters, and an absurdly long name.
import type { ProductRecord } from '../../demo/platform/state/types.ts';

export const HOSTILE_NAME =
  '<img src=x onerror="window.__pwned=1">Mug<script>window.__pwned=2</script>\u202Egnp.exe\u200B\u200D\u2066';
export const LONG_NAME = `Very${'long'.repeat(2500)}Name`;

export const HOSTILE_OPTION = '<img src=x onerror="window.__pwned=12">Size';
export const HOSTILE_VALUE = '"><script>window.__pwned=13</script>';

function product(id: string, name: string, variantName: string, file: string): ProductRecord {
  return {
    id,
    shopId: 'demo',
    slug: id.replace(/_/g, '-'),
    name,
    description: '<a href="javascript:window.__pwned=3">read</a><iframe src="javascript:window.__pwned=4"></iframe>',
    categoryIds: [],
    vatRate: 0.25,
    images: [{ file, alt: '"><svg onload="window.__pwned=5">', width: 10, height: 10 }],
    variants: [
      {
        id: `${id}_v`,
        name: variantName,
        sku: `${id.toUpperCase()}-1`,
        price: 12_300,
        compareAtPrice: null,
        stock: null,
        options: { [HOSTILE_OPTION]: HOSTILE_VALUE },
        imageFile: file,
      },
    ],
    options: [{ name: HOSTILE_OPTION, values: [HOSTILE_VALUE] }],
    createdAt: '2025-01-06T09:00:00.000Z',
  };
}

export const HOSTILE_PRODUCTS: ProductRecord[] = [
  product(
    'prod_hostile_markup',
    HOSTILE_NAME,
    '<b onmouseover="window.__pwned=6">Default</b>',
    'x.jpg" onerror="window.__pwned=7',
  ),
  product('prod_hostile_long', LONG_NAME, '\u200F\u202B rtl \u202C', 'mug-1.jpg'),
];

/** What the API's image URLs are rewritten to on the wire (a hostile or compromised answer). */
export const HOSTILE_IMAGE_URLS = [
  'javascript:window.__pwned=8',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=9"/>',
];
