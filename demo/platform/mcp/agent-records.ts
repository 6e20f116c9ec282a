// The records the tools answer with: the Commerce API's own answers, cut to what an agent needs and named for it
// (a product's page on the merchant's site, a cart's lines by variant). Amounts stay integers in minor units of the
// record's `currency`, as on the wire; the text summaries show them formatted.
import type { Product } from '../../../wire/catalogue.ts';
import type { presentCart } from '../api/present-cart.ts';

export type CartBody = ReturnType<typeof presentCart>;

/** The product page on the shop's site (`<origin>/products/<slug>`), or null for a shop that lists no site. */
export function productUrl(site: string | null, slug: string): string | null {
  return site === null ? null : `${site}/products/${encodeURIComponent(slug)}`;
}

export function describeProductSummary(product: Product, site: string | null) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    url: productUrl(site, product.slug),
    currency: product.currency,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    available: product.available,
    variantCount: product.variants.length,
  };
}

export function describeProduct(product: Product, site: string | null) {
  return {
    ...describeProductSummary(product, site),
    description: product.description,
    categoryIds: product.categoryIds,
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      available: variant.available,
      stock: variant.stock,
      options: variant.options,
    })),
    images: product.images.map((image) => ({ url: image.url, alt: image.alt })),
  };
}

export function describeCart(cart: CartBody) {
  return {
    cartId: cart.id,
    currency: cart.currency,
    lines: cart.items.map((item) => ({
      lineId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      variantName: item.variantName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      available: item.available,
    })),
    itemCount: cart.itemCount,
    subtotal: cart.subtotal,
    discounts: cart.discounts,
    discountTotal: cart.discountTotal,
    vatTotal: cart.vatTotal,
    total: cart.total,
    freeShipping: cart.freeShipping,
    expiresAt: cart.expiresAt,
  };
}
