// Generated catalogue files for the import's tests and its bench (bench/shopkit/catalogue-import-bench.ts): `count`
// products in deterministic variety (one, two or three variants by Size, one or two images, a category of the demo
// shop), as the admin API's import document or as CSV.

const CATEGORIES = ['kitchen', 'textiles', 'stationery', 'lighting'];
const SIZES = ['Small', 'Medium', 'Large'];

export interface CatalogueFileOptions {
  count: number;
  /** Prefix of every slug and SKU, so two files can describe different products. */
  prefix?: string;
  /** Added to every price (a changed file). */
  priceStep?: number;
}

export function makeCatalogueProducts({ count, prefix = 'item', priceStep = 0 }: CatalogueFileOptions) {
  return Array.from({ length: count }, (_, index) => {
    const slug = `${prefix}-${index + 1}`;
    const sizes = SIZES.slice(0, (index % 3) + 1);
    const withOptions = sizes.length > 1;
    return {
      slug,
      name: `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)} ${index + 1}`,
      description: `Product ${index + 1} of the imported catalogue, made for the import tests.`,
      categories: [CATEGORIES[index % CATEGORIES.length]!],
      images: Array.from({ length: (index % 2) + 1 }, (_image, view) => ({ file: `${slug}-${view + 1}.jpg` })),
      ...(withOptions ? { options: [{ name: 'Size', values: sizes }] } : {}),
      variants: sizes.map((size, position) => ({
        sku: `${slug.toUpperCase()}-${position + 1}`,
        price: 10000 + (index % 50) * 100 + position * 2000 + priceStep,
        stock: (index + position) % 7 === 0 ? null : (index + position) % 40,
        ...(withOptions ? { options: { Size: size } } : {}),
      })),
    };
  });
}

const cell = (value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The same products as CSV: one row per variant, the product's columns on its first row. */
export function toCatalogueCsv(products: ReturnType<typeof makeCatalogueProducts>): string {
  const header =
    'slug,name,description,vatRate,categories,images,sku,variantName,price,compareAtPrice,stock,options,variantImage';
  const rows = products.flatMap((product) =>
    product.variants.map((variant, position) =>
      [
        product.slug,
        position === 0 ? product.name : '',
        position === 0 ? product.description : '',
        '',
        position === 0 ? product.categories.join('|') : '',
        position === 0 ? product.images.map((image) => image.file).join('|') : '',
        variant.sku,
        '',
        variant.price,
        '',
        variant.stock,
        'options' in variant
          ? Object.entries(variant.options as Record<string, string>)
              .map(([k, v]) => `${k}=${v}`)
              .join('|')
          : '',
        '',
      ]
        .map(cell)
        .join(','),
    ),
  );
  return `${[header, ...rows].join('\n')}\n`;
}
