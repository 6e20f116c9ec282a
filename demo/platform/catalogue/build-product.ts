// Makes the product record an input describes: the defaults filled in (the shop's VAT rate, images 800 by 800 with
// the product's name as their text, variants named by their option values), the product's id and creation time kept
// when it exists, and each variant's id kept when a variant of the product has its SKU (so carts that hold it keep
// it), else a new one.
import { createId } from '../state/create-id.ts';
import type { ProductRecord, ShopRecord, VariantRecord } from '../state/types.ts';
import { DEFAULT_IMAGE_SIZE, type ProductInput, type VariantInput } from './catalogue-input.ts';

/** A variant as the platform's own code hands it over: it may name the variant it is (a PATCH of one variant). */
export interface VariantDraft extends VariantInput {
  id?: string;
}

/** A product as the platform's own code hands it over: an input whose variants may name themselves. */
export interface ProductDraft extends Omit<ProductInput, 'variants'> {
  variants: VariantDraft[];
}

export interface ProductBuild {
  shop: ShopRecord;
  /** The product as stored, when the input describes one that exists. */
  existing: ProductRecord | null;
  /** The input's categories as the shop's category ids. */
  categoryIds: string[];
  now: number;
}

function variantName(input: VariantInput, optionNames: readonly string[]): string {
  if (input.name !== undefined) return input.name;
  const values = optionNames.map((name) => input.options?.[name]).filter((value) => value !== undefined);
  return values.length > 0 ? values.join(' / ') : 'Default';
}

export function buildProduct(input: ProductDraft, build: ProductBuild): ProductRecord {
  const { existing } = build;
  const bySku = new Map(existing?.variants.map((variant) => [variant.sku, variant.id]));
  const options = (input.options ?? []).map(({ name, values }) => ({ name, values: [...values] }));
  const optionNames = options.map((option) => option.name);
  const variants = input.variants.map((variant): VariantRecord => ({
    id: variant.id ?? bySku.get(variant.sku) ?? createId('var'),
    name: variantName(variant, optionNames),
    sku: variant.sku,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice ?? null,
    stock: variant.stock ?? null,
    options: { ...variant.options },
    imageFile: variant.image ?? null,
  }));
  return {
    id: existing?.id ?? createId('prod'),
    shopId: build.shop.id,
    slug: input.slug,
    name: input.name,
    description: input.description ?? '',
    categoryIds: [...build.categoryIds],
    vatRate: input.vatRate ?? build.shop.vatRate,
    images: (input.images ?? []).map((image) => ({
      file: image.file,
      alt: image.alt ?? input.name,
      width: image.width ?? DEFAULT_IMAGE_SIZE,
      height: image.height ?? DEFAULT_IMAGE_SIZE,
    })),
    variants,
    options,
    createdAt: existing?.createdAt ?? new Date(build.now).toISOString(),
  };
}

/** Everything a shopper or a webhook receiver sees of a product, with or without its stock, in a fixed order. */
function project(product: ProductRecord, withStock: boolean): string {
  return JSON.stringify([
    product.slug,
    product.name,
    product.description,
    product.vatRate,
    product.categoryIds,
    product.options.map((option) => [option.name, option.values]),
    product.images.map((image) => [image.file, image.alt, image.width, image.height]),
    product.variants.map((variant) => [
      variant.id,
      variant.name,
      variant.sku,
      variant.price,
      variant.compareAtPrice,
      withStock ? variant.stock : null,
      Object.entries(variant.options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      variant.imageFile,
    ]),
  ]);
}

/** What saving `after` over `before` changes: nothing, only stock (no product.update, as in the panel), or more. */
export function describeChange(before: ProductRecord, after: ProductRecord): 'unchanged' | 'stock' | 'product' {
  if (project(before, false) !== project(after, false)) return 'product';
  return project(before, true) === project(after, true) ? 'unchanged' : 'stock';
}
