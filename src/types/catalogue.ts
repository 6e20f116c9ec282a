// Products and categories as the platform sends them, and the `client.products` / `client.categories` reads.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { Page, RequestOptions } from './wire.ts';

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
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}

export interface ProductListParams {
  limit?: number;
  cursor?: string | null;
  category?: string;
  ids?: string[];
}

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name_asc' | 'newest';

export interface ProductSearchParams {
  query: string;
  categoryId?: string;
  sortBy?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  limit?: number;
  cursor?: string | null;
}

export interface ProductsResource {
  list(params?: ProductListParams, options?: RequestOptions): Promise<Page<Product>>;
  get(id: string, options?: RequestOptions): Promise<Product | null>;
  getBySlug(slug: string, options?: RequestOptions): Promise<Product | null>;
  search(params: ProductSearchParams, options?: RequestOptions): Promise<Page<Product>>;
}

export interface CategoriesResource {
  list(options?: RequestOptions): Promise<Category[]>;
  get(id: string, options?: RequestOptions): Promise<Category | null>;
}
