// Plans writing products, one (an admin API call) or thousands (a bulk import), before anything is written: which
// product each input describes, what changes, and every rule broken. An input names its product by its variants'
// SKUs (a SKU names one variant of the shop): none known, a new product; all known ones of one product, that
// product, whose variants it lists whole. POST says "new" (a known SKU is then refused) and PATCH names the product.
// Refused: a SKU or slug twice in one request, a SKU of another product, a slug another product keeps, two inputs of
// one product, a category the shop does not have, and what check-product-rules.ts refuses.
import type { Tx } from '../db/database.ts';
import { listCategories } from '../repo/categories.ts';
import { findProducts, findSlugHolders } from '../repo/products.ts';
import { findSkuHolders } from '../repo/variants.ts';
import type { ProductRecord, ShopRecord } from '../state/types.ts';
import { buildProduct, describeChange, type ProductDraft } from './build-product.ts';
import type { CatalogueProblem } from './catalogue-input.ts';
import { checkProductRules } from './check-product-rules.ts';

export interface ProductRow {
  draft: ProductDraft;
  /** 'new': must be a new product (POST); an id: must be that product (PATCH); absent: found by SKU (import). */
  target?: string;
}

export interface RowProblem extends CatalogueProblem {
  /** The row's place among those planned (0 = the first). */
  index: number;
}

export interface PlannedProduct {
  index: number;
  record: ProductRecord;
  /** The product as stored, or null for a new one. */
  before: ProductRecord | null;
  /** `new`, or what saving it changes (only stock: no product.update). */
  change: 'new' | 'unchanged' | 'stock' | 'product';
}

export interface ProductPlan {
  problems: RowProblem[];
  planned: PlannedProduct[];
}

export interface PlanOptions {
  tx: Tx;
  shop: ShopRecord;
  now: number;
  /** How a message names another row: `products[3]`, `line 14`. */
  nameRow: (index: number) => string;
}

const CHUNK = 500;

async function loadProducts(tx: Tx, shopId: string, ids: readonly string[]): Promise<Map<string, ProductRecord>> {
  const found = new Map<string, ProductRecord>();
  for (let start = 0; start < ids.length; start += CHUNK)
    for (const product of await findProducts(tx, shopId, ids.slice(start, start + CHUNK)))
      found.set(product.id, product);
  return found;
}

/** The product each row describes (undefined: a new one), with the problems of rows that describe none clearly. */
async function findTargets(options: PlanOptions, rows: readonly ProductRow[], problems: RowProblem[]) {
  const holders = await findSkuHolders(
    options.tx,
    options.shop.id,
    rows.flatMap((row) => row.draft.variants.map((variant) => variant.sku)),
  );
  const firstSku = new Map<string, number>();
  const targetRow = new Map<string, number>();
  const targets = rows.map((row, index) => {
    let target = row.target === 'new' ? undefined : row.target;
    row.draft.variants.forEach((variant, position) => {
      const field = `variants[${position}].sku`;
      const seen = firstSku.get(variant.sku);
      if (seen === undefined) firstSku.set(variant.sku, index);
      else if (seen !== index)
        problems.push({ index, field, value: variant.sku, rule: `is also a SKU of ${options.nameRow(seen)}` });
      const holder = holders.get(variant.sku)?.productId;
      if (holder === undefined || holder === target) return;
      if (target === undefined && row.target === undefined) target = holder;
      else problems.push({ index, field, value: variant.sku, rule: `already names a variant of product ${holder}` });
    });
    if (target !== undefined && row.target === undefined) {
      const other = targetRow.get(target);
      if (other !== undefined)
        problems.push({
          index,
          field: 'variants',
          value: target,
          rule: `describe the same product as ${options.nameRow(other)}`,
        });
      else targetRow.set(target, index);
    }
    return target;
  });
  return targets;
}

/** Slugs taken twice in the request, or by a product that keeps it. */
async function checkSlugs(options: PlanOptions, rows: readonly ProductRow[], targets: Array<string | undefined>) {
  const problems: RowProblem[] = [];
  const holders = await findSlugHolders(
    options.tx,
    options.shop.id,
    rows.map((row) => row.draft.slug),
  );
  const leaving = new Set<string>();
  rows.forEach((row, index) => {
    const target = targets[index];
    if (target === undefined) return;
    for (const [slug, holder] of holders) if (holder === target && slug !== row.draft.slug) leaving.add(slug);
  });
  const firstSlug = new Map<string, number>();
  rows.forEach((row, index) => {
    const { slug } = row.draft;
    const seen = firstSlug.get(slug);
    if (seen !== undefined) {
      problems.push({ index, field: 'slug', value: slug, rule: `is also the slug of ${options.nameRow(seen)}` });
      return;
    }
    firstSlug.set(slug, index);
    const holder = holders.get(slug);
    if (holder !== undefined && holder !== targets[index] && !leaving.has(slug))
      problems.push({ index, field: 'slug', value: slug, rule: `is the slug of product ${holder}` });
  });
  return problems;
}

export async function planProducts(options: PlanOptions, rows: readonly ProductRow[]): Promise<ProductPlan> {
  const { tx, shop } = options;
  const problems: RowProblem[] = [];
  const targets = await findTargets(options, rows, problems);
  problems.push(...(await checkSlugs(options, rows, targets)));
  const categories = await listCategories(tx, shop.id);
  const categoryId = new Map(
    categories.flatMap((category) => [
      [category.id, category.id],
      [category.slug, category.id],
    ]),
  );
  const stored = await loadProducts(tx, shop.id, [...new Set(targets.filter((id) => id !== undefined))]);
  const planned: PlannedProduct[] = [];
  rows.forEach((row, index) => {
    const refs = row.draft.categories ?? [];
    refs.forEach((ref, position) => {
      if (!categoryId.has(ref))
        problems.push({ index, field: `categories[${position}]`, value: ref, rule: 'names no category of the shop' });
    });
    problems.push(...checkProductRules(row.draft).map((problem) => ({ ...problem, index })));
    const target = targets[index];
    const before = target === undefined ? null : (stored.get(target) ?? null);
    if (target !== undefined && before === null) return;
    const record = buildProduct(row.draft, {
      shop,
      existing: before,
      categoryIds: [...new Set(refs.flatMap((ref) => categoryId.get(ref) ?? []))],
      now: options.now,
    });
    planned.push({ index, record, before, change: before ? describeChange(before, record) : 'new' });
  });
  problems.sort((a, b) => a.index - b.index);
  return { problems, planned: problems.length > 0 ? [] : planned };
}
