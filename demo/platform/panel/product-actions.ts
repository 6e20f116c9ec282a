// Adding, editing and deleting products from the panel's form. Throws PanelInputError naming the field and value.
import type { Tx } from '../db/database.ts';
import { describeValue } from '../http/api-error.ts';
import { describeFreeTextProblem, type FreeTextOptions } from '../rules/free-text.ts';
import { deleteProduct as deleteProductRow, insertProduct, saveProduct } from '../repo/product-writes.ts';
import { isSlugTaken } from '../repo/products.ts';
import { findSkuHolders } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import { currencyExponent } from '../../../wire/money.ts';
import type { ProductRecord, ShopRecord } from '../state/types.ts';

/** A refused field of the product form: `field` is the form's name for it, the message names it as labelled. */
export class PanelInputError extends Error {
  constructor(
    readonly field: 'name' | 'slug' | 'description' | 'price' | 'stock',
    message: string,
  ) {
    super(message);
  }
}

interface ProductInput {
  name: string;
  slug: string;
  description: string;
  price: number;
  stock: number | null;
}

/** Throws PanelInputError for `label`'s value when it breaks the platform's free-text rule. */
function checkText(field: 'name' | 'description', value: string, options: FreeTextOptions = {}): string {
  const problem = describeFreeTextProblem(value, options);
  const label = field === 'name' ? 'Name' : 'Description';
  if (problem) throw new PanelInputError(field, `${label}: ${problem} (got ${describeValue(value)})`);
  return value;
}

async function readInput(
  tx: Tx,
  shop: ShopRecord,
  form: URLSearchParams,
  editing: ProductRecord | null,
): Promise<ProductInput> {
  const name = (form.get('name') ?? '').trim();
  if (name === '' || name.length > 120)
    throw new PanelInputError('name', `Name: enter 1 to 120 characters (got ${describeValue(name)})`);
  checkText('name', name);
  const slug = (form.get('slug') ?? '').trim();
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(slug))
    throw new PanelInputError('slug', `Slug: use lower-case letters, digits and hyphens (got ${describeValue(slug)})`);
  if (await isSlugTaken(tx, shop.id, slug, editing?.id ?? null))
    throw new PanelInputError('slug', `Slug: "${slug}" is already used`);
  const exponent = currencyExponent(shop.baseCurrency);
  const priceText = (form.get('price') ?? '').trim().replace(',', '.');
  const pattern = exponent === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${exponent}})?$`);
  if (!pattern.test(priceText))
    throw new PanelInputError(
      'price',
      `Price: enter an amount like 129${exponent ? '.50' : ''} (got ${describeValue(priceText)})`,
    );
  const stockText = (form.get('stock') ?? '').trim();
  if (stockText !== '' && !/^\d{1,6}$/.test(stockText))
    throw new PanelInputError(
      'stock',
      `Stock: enter a whole number or leave it empty (got ${describeValue(stockText)})`,
    );
  return {
    name,
    slug,
    description: checkText('description', (form.get('description') ?? '').trim().slice(0, 2000), { multiline: true }),
    price: Math.round(Number(priceText) * 10 ** exponent),
    stock: stockText === '' ? null : Number(stockText),
  };
}

/** The new product's SKU: its slug in capitals, or with `-2` ... `-9` when another variant of the shop has that. */
async function chooseSku(tx: Tx, shop: ShopRecord, slug: string): Promise<string> {
  const base = slug.toUpperCase();
  const candidates = [base, ...Array.from({ length: 8 }, (_, index) => `${base}-${index + 2}`)];
  const taken = await findSkuHolders(tx, shop.id, candidates);
  const sku = candidates.find((candidate) => !taken.has(candidate));
  if (!sku) throw new PanelInputError('slug', `Slug: the SKUs made from "${slug}" (${base} to ${base}-9) are all used`);
  return sku;
}

export async function addProduct(tx: Tx, shop: ShopRecord, form: URLSearchParams, now: Date): Promise<ProductRecord> {
  const input = await readInput(tx, shop, form, null);
  const sku = await chooseSku(tx, shop, input.slug);
  const id = createId('prod');
  const product: ProductRecord = {
    id,
    shopId: shop.id,
    slug: input.slug,
    name: input.name,
    description: input.description,
    categoryIds: [],
    vatRate: 0.25,
    images: [],
    createdAt: now.toISOString(),
    variants: [
      {
        id: createId('var'),
        name: 'Default',
        sku,
        price: input.price,
        compareAtPrice: null,
        stock: input.stock,
        options: {},
        imageFile: null,
      },
    ],
    options: [],
  };
  await insertProduct(tx, product);
  return product;
}

/** Applies the edit form; true when more than the stock changed (a stock move alone is not a product.update). */
export async function updateProduct(
  tx: Tx,
  shop: ShopRecord,
  product: ProductRecord,
  form: URLSearchParams,
): Promise<boolean> {
  const input = await readInput(tx, shop, form, product);
  const [first] = product.variants;
  const changed =
    product.name !== input.name ||
    product.slug !== input.slug ||
    product.description !== input.description ||
    (first !== undefined && first.price !== input.price);
  Object.assign(product, { name: input.name, slug: input.slug, description: input.description });
  if (first) Object.assign(first, { price: input.price, stock: input.stock });
  await saveProduct(tx, product);
  return changed;
}

export async function deleteProduct(tx: Tx, product: ProductRecord): Promise<void> {
  await deleteProductRow(tx, product.shopId, product.id);
}
