// Product records as the API shows them, priced for the request's currency and campaign.
import type { Product, Variant } from '../../../wire/catalogue.ts';
import type { ProductRecord, VariantRecord } from '../state/types.ts';
import { presentImage } from './present-image.ts';
import { priceVariant, type PriceContext } from '../pricing/price-variant.ts';

/** A variant and a product as the API shows them: the wire's records (wire/catalogue.ts). */
export type VariantView = Variant;
export type ProductView = Product;

export const isVariantAvailable = (variant: VariantRecord): boolean => variant.stock === null || variant.stock > 0;

export function presentProduct(product: ProductRecord, context: PriceContext, cdnUrl: string): ProductView {
  const images = product.images.map((image) => presentImage(cdnUrl, product.shopId, image));
  const variants = product.variants.map((variant): VariantView => ({
    id: variant.id,
    name: variant.name,
    sku: variant.sku,
    stock: variant.stock,
    available: isVariantAvailable(variant),
    ...priceVariant(variant, context),
    options: { ...variant.options },
    image: images.find((_image, index) => product.images[index]?.file === variant.imageFile) ?? null,
  }));
  const cheapest = variants.reduce((low, v) => (v.price < low.price ? v : low), variants[0] as VariantView);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    categoryIds: [...product.categoryIds],
    currency: context.offer.code,
    price: cheapest.price,
    compareAtPrice: cheapest.compareAtPrice,
    vatRate: product.vatRate,
    images,
    variants,
    options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
    available: variants.some((v) => v.available),
    createdAt: product.createdAt,
  };
}
