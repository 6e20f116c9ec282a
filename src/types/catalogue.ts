// Products and categories as the platform sends them, and the `client.products` / `client.categories` reads.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { Image, Product, ProductOption, Variant } from '../../wire/catalogue.ts';
import type { Page, RequestOptions } from './wire.ts';

export type { Image, Product, ProductOption, Variant };

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
