// What the admin catalogue API takes and answers (openapi.json: AdminProductInput, AdminVariantInput, AdminImage,
// AdminOption, AdminCategoryInput, AdminProduct). Amounts are minor units of the shop's base currency, VAT included.
// A request has been checked against the document before these types are read, so they hold what it allows.

export interface ImageInput {
  file: string;
  /** Default: the product's name. */
  alt?: string;
  /** Default 800 (the image CDN's drawings are 800 by 800). */
  width?: number;
  height?: number;
}

export interface OptionInput {
  name: string;
  values: string[];
}

export interface VariantInput {
  sku: string;
  /** Default: its option values joined by " / ", or "Default". */
  name?: string;
  price: number;
  compareAtPrice?: number | null;
  /** null (the default): not tracked. */
  stock?: number | null;
  options?: Record<string, string>;
  /** One of the product's image files. */
  image?: string | null;
}

/** A whole product: what POST takes, what one row of an import describes, and what PATCH is merged into. */
export interface ProductInput {
  slug: string;
  name: string;
  description?: string;
  /** Default: the shop's rate. */
  vatRate?: number;
  /** Slugs or ids of the shop's categories. */
  categories?: string[];
  images?: ImageInput[];
  options?: OptionInput[];
  variants: VariantInput[];
}

export interface CategoryInput {
  slug: string;
  name: string;
  description?: string;
}

/** A product as the admin API shows it: what it takes, with the ids and times the platform gave it. */
export interface AdminProduct extends Required<Omit<ProductInput, 'images' | 'variants'>> {
  id: string;
  images: Required<ImageInput>[];
  variants: Array<Required<VariantInput> & { id: string }>;
  createdAt: string;
}

/** A rule of the catalogue that a request broke: the field (`variants[1].sku`), the value and the rule's words. */
export interface CatalogueProblem {
  field: string;
  value: unknown;
  rule: string;
}

export const DEFAULT_IMAGE_SIZE = 800;
