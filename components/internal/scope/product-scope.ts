// One product's scope: the record, the shopper's choices and what bindings read from them (docs/elements.md, "The
// product scope"). <shop-product> owns one; <shop-product-list> one per row. Elements inside (price, add to cart,
// image, variant picker) find it with markedScope() (scope/scope-request.ts) and follow it through subscribe().
import type { Image, Product, ShopkitClient, Variant } from '../../../src/index.ts';
import { textsFor } from '../texts/i18n.ts';
import { describeAvailability, type AvailabilityScope } from './describe-availability.ts';
import { describePrice, type PriceScope } from './describe-price.ts';
import { buildProductUrl } from '../catalogue/product-url.ts';
import { plainText } from '../catalogue/plain-text.ts';
import { describeReason } from './describe-reason.ts';
import {
  chooseValue,
  describeChoices,
  findVariant,
  imageFor,
  missingOptions,
  selectionOf,
  type OptionChoice,
  type Selection,
} from '../catalogue/variant-matrix.ts';

export interface ProductScopeData {
  product: Product & { url: string; image: Image | null; summary: string };
  variant: Variant | null;
  price: PriceScope;
  availability: AvailabilityScope;
  /** `reason`: why it cannot be added now ("Choose Size and Colour", "Sold out"), '' when it can. */
  selection: { pinned: boolean; missing: string[]; options: Selection; reason: string };
  choices: OptionChoice[];
  position?: number;
}

export interface ProductScopeOptions {
  /** The element that holds the product's markup (a `<shop-product>`, or a list row). */
  root: Element;
  /** The owner's client: elements inside without a client of their own use it. */
  client: () => ShopkitClient | null;
  locale: () => string;
  productUrl: string;
  lowStock: number;
  position?: number;
  /**
   * Whether the owner writes what its leaves show (price text, image, add button state) into their light DOM on
   * every change (a list row: catalogue/write-leaves.ts), so that a leaf marked `data-shop-prerendered` adopts it.
   */
  writesLeaves?: boolean;
}

export class ProductScope {
  readonly root: Element;
  #product: Product | null = null;
  #selection: Selection = {};
  #data: ProductScopeData | null = null;
  readonly #listeners = new Set<(scope: ProductScope) => void>();
  readonly #options: ProductScopeOptions;

  constructor(options: ProductScopeOptions) {
    this.root = options.root;
    this.#options = options;
  }

  /** Whether the owner writes its leaves' content (ProductScopeOptions.writesLeaves). */
  get writesLeaves(): boolean {
    return this.#options.writesLeaves === true;
  }

  get client(): ShopkitClient | null {
    return this.#options.client();
  }

  get product(): Product | null {
    return this.#product;
  }

  /** The pinned variant: the only one, or the one the choices name; null until then. */
  get variant(): Variant | null {
    return this.#product ? findVariant(this.#product, this.#selection) : null;
  }

  /** What bindings read; null before the product is known. */
  get data(): ProductScopeData | null {
    if (!this.#data && this.#product) this.#data = this.#describe(this.#product);
    return this.#data;
  }

  /**
   * A new read of the product (another currency): the choices stay while they still name values it has. `pin`
   * pins that variant at the same time (a `?variant=` in the URL), when the product has it.
   */
  setProduct(product: Product, pin: string | null = null): void {
    this.#product = product;
    const pinned = pin ? product.variants.find((variant) => variant.id === pin) : undefined;
    const valid = Object.entries(this.#selection).filter(([name, value]) =>
      product.options.some((option) => option.name === name && option.values.includes(value)),
    );
    const only = product.variants.length === 1 ? product.variants[0]! : undefined;
    this.#selection = pinned ? selectionOf(pinned) : only ? selectionOf(only) : Object.fromEntries(valid);
    this.#changed();
  }

  /** Chooses one option's value, repairing the others when the combination does not exist. */
  choose(name: string, value: string): void {
    const product = this.#product;
    if (!product || !product.options.some((option) => option.name === name && option.values.includes(value))) return;
    this.#selection = chooseValue(product, this.#selection, name, value);
    this.#changed();
  }

  /** Pins a variant by id; false when the product has no such variant. */
  pin(variantId: string): boolean {
    const variant = this.#product?.variants.find((v) => v.id === variantId);
    if (!variant) return false;
    this.#selection = selectionOf(variant);
    this.#changed();
    return true;
  }

  subscribe(listener: (scope: ProductScope) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Re-describes (the locale's texts changed) and tells every subscriber. */
  refresh(): void {
    this.#changed();
  }

  #changed(): void {
    this.#data = null;
    for (const listener of [...this.#listeners]) listener(this);
  }

  #describe(product: Product): ProductScopeData {
    const locale = this.#options.locale();
    const texts = textsFor(locale);
    const variant = findVariant(product, this.#selection);
    const missing = missingOptions(product, this.#selection);
    return {
      product: {
        ...product,
        url: buildProductUrl(this.#options.productUrl, product),
        image: imageFor(product, this.#selection, variant),
        summary: plainText(product.description, 160),
      },
      variant,
      price: describePrice(product, variant, locale, texts),
      availability: describeAvailability(product, variant, this.#options.lowStock, texts),
      selection: {
        pinned: variant !== null,
        missing,
        options: { ...this.#selection },
        reason: describeReason(variant, missing, texts),
      },
      choices: describeChoices(product, this.#selection),
      ...(this.#options.position === undefined ? {} : { position: this.#options.position }),
    };
  }
}
