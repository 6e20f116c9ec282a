// What the index costs a product update: the same update written by saveProductRows (what a save writes without the
// index, as before search) and by saveProducts (the rows, then the product's search document and the vocabulary),
// alternating, each in its own committed transaction, on the bench's catalogue. Two edits: a description rewritten
// (the document changes) and a stock level changed (the document stays, one read). The index is brought back in step
// afterwards.
import type { Database } from '../../demo/platform/db/database.ts';
import { saveProductRows, saveProducts } from '../../demo/platform/repo/product-writes.ts';
import { findProducts } from '../../demo/platform/repo/products.ts';
import { indexProducts } from '../../demo/platform/search/index-products.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { median, round } from '../stats.ts';

export interface WriteFigure {
  p50Ms: number;
  p95Ms: number;
}
export interface EditCost {
  without: WriteFigure;
  with: WriteFigure;
  /** With over without, p50: 1.00 is the same cost. */
  ratioP50: number;
}
export interface SearchWriteCost {
  dialect: 'sqlite' | 'postgres';
  products: number;
  rounds: number;
  edit: EditCost;
  stock: EditCost;
}

const ROUNDS = 200;
const WARMUP = 20;

function figure(samples: number[]): WriteFigure {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: round(median(samples), 2), p95Ms: round(sorted[Math.floor(0.95 * sorted.length)]!, 2) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const EDITS = {
  edit: (product: ProductRecord, turn: number): ProductRecord => ({
    ...product,
    description: `${product.description.split('.')[0]}. Restocked in round ${turn}, hand finished ${turn % 7} times.`,
  }),
  stock: (product: ProductRecord, turn: number): ProductRecord => ({
    ...product,
    variants: product.variants.map((variant) => ({ ...variant, stock: turn % 50 })),
  }),
};

export async function measureSearchWriteCost(
  db: Database,
  dialect: SearchWriteCost['dialect'],
): Promise<SearchWriteCost> {
  const ids = Array.from({ length: 40 }, (_, i) => `sp_${1 + i * 97}`);
  const products = await db.transaction((tx) => findProducts(tx, 'demo', ids));
  const cost = {} as Record<keyof typeof EDITS, EditCost>;
  for (const [name, edit] of Object.entries(EDITS) as Array<[keyof typeof EDITS, (typeof EDITS)['edit']]>) {
    const samples = { without: [] as number[], with: [] as number[] };
    for (let turn = 0; turn < WARMUP + ROUNDS; turn++) {
      const product = products[turn % products.length]!;
      const without = await timed(() => db.transaction((tx) => saveProductRows(tx, [edit(product, turn)])));
      const withIndex = await timed(() => db.transaction((tx) => saveProducts(tx, [edit(product, turn + 1)])));
      if (turn < WARMUP) continue;
      samples.without.push(without);
      samples.with.push(withIndex);
    }
    const [without, withIndex] = [figure(samples.without), figure(samples.with)];
    cost[name] = { without, with: withIndex, ratioP50: round(withIndex.p50Ms / without.p50Ms, 2) };
  }
  await db.transaction((tx) => indexProducts(tx, 'demo', ids));
  const count = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { dialect, products: Number(count.n), rounds: ROUNDS, ...cost };
}
