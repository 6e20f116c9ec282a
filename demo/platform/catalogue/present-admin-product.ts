// A product as the admin API shows it (openapi.json: AdminProduct): what it takes, with the ids and the time the
// platform gave it, amounts in minor units of the base currency, categories by slug and images by file. And back: the
// product as input again, which PATCH merges its fields into.
import type { ProductRecord } from '../state/types.ts';
import type { AdminProduct } from './catalogue-input.ts';
import type { ProductDraft } from './build-product.ts';

export function presentAdminProduct(product: ProductRecord, categorySlugs: ReadonlyMap<string, string>): AdminProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    vatRate: product.vatRate,
    categories: product.categoryIds.map((id) => categorySlugs.get(id) ?? id),
    images: product.images.map(({ file, alt, width, height }) => ({ file, alt, width, height })),
    options: product.options.map(({ name, values }) => ({ name, values: [...values] })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      name: variant.name,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      stock: variant.stock,
      options: { ...variant.options },
      image: variant.imageFile,
    })),
    createdAt: product.createdAt,
  };
}

/** The product as input, each variant keeping its id (so a variant whose SKU a PATCH changes stays the same one). */
export function describeProductInput(product: AdminProduct): ProductDraft {
  const { id: _id, createdAt: _createdAt, ...input } = product;
  return input;
}
