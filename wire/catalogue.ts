// Catalogue records of the Commerce API v2 wire, as openapi.json describes them (Image, Variant, ProductOption,
// Product): written once, here, for the client's public types (src/types/catalogue.ts) and the platform's presenters
// that answer with them (demo/platform/api/present-product.ts, present-image.ts). test/meta/wire-types.test.ts holds
// them to the document.
import type { MoneyFormat } from './money-format.ts';

export interface Image {
  url: string;
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface Variant {
  id: string;
  name: string;
  sku: string;
  price: number;
  compareAtPrice: number | null;
  stock: number | null;
  available: boolean;
  /** The variant's value of each of the product's options: `{Size: 'M', Colour: 'Blue'}` (`{}` without options). */
  options: Record<string, string>;
  /** The variant's own image, or null when it shows the product's images. */
  image: Image | null;
}

/** One choice a product offers (`Size`), with its values in display order. */
export interface ProductOption {
  name: string;
  values: string[];
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  categoryIds: string[];
  currency: string;
  price: number;
  compareAtPrice: number | null;
  vatRate: number;
  images: Image[];
  variants: Variant[];
  /** The options matrix (`[]` for a product without choices); every variant names one value of each. */
  options: ProductOption[];
  available: boolean;
  createdAt: string;
  /** In a product read with `locale=`: how its prices print in that locale. */
  format?: MoneyFormat;
}
