// The shop's categories with the words of their names, which the suggestions match a query's words against. A search
// box asks on every keystroke and a shop's categories rarely change, so the platform keeps them briefly per process
// (state/shop-reads.ts): every category writer (repo/categories.ts) signals `categories` after its commit, which
// clears them, so a renamed category is suggested by its new name from the next request on.
import type { Tx } from '../db/database.ts';
import { listCategoryNames } from '../repo/categories.ts';
import type { BriefCache } from '../state/brief-cache.ts';
import { describeWords } from './fold-words.ts';

export interface CategoryWords {
  id: string;
  slug: string;
  name: string;
  /** The folded words of the name. */
  terms: ReadonlySet<string>;
}

/** The shop's categories in their order, from `cache` when it holds them (null: read them afresh). */
export async function readCategoryWords(
  tx: Tx,
  shopId: string,
  cache: BriefCache<CategoryWords[]> | null,
): Promise<CategoryWords[]> {
  const load = async (): Promise<CategoryWords[]> =>
    (await listCategoryNames(tx, shopId)).map(({ id, slug, name }) => ({
      id,
      slug,
      name,
      terms: new Set(describeWords(name).map((word) => word.term)),
    }));
  return cache ? ((await cache.read(shopId, load)) ?? []) : load();
}
