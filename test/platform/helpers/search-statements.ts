// What the search tests of find-documents.ts share: the statements a read sends to PostgreSQL, counted, and the
// relevance-sorted documents read a query makes on the demo shop.
import pg from 'pg';
import type { Tx } from '../../../demo/platform/db/database.ts';
import { anyTierExpression, tierExpressions } from '../../../demo/platform/search/match-expression.ts';
import { resolveWords } from '../../../demo/platform/search/resolve-words.ts';
import { readSearchWords } from '../../../demo/platform/search/search-words.ts';

/**
 * The statements naming one of `tables` (`from <table>`) that this process sends to PostgreSQL while `run` runs (the
 * platform's background tasks send others meanwhile; SQLite: none are counted).
 */
export async function countStatements<T>(
  tables: string[],
  run: () => Promise<T>,
): Promise<{ value: T; statements: number }> {
  const original = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
    if (tables.some((table) => text.includes(`from ${table}`))) statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { value: await run(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** The demo shop's words of `query` and the relevance-sorted read of its documents in `window`. */
export async function relevanceRead(tx: Tx, query: string, window: { offset: number; limit: number }) {
  const words = await resolveWords({ tx, shopId: 'demo', cache: null }, readSearchWords(query));
  const scope = { shopId: 'demo', categoryId: null };
  const documents = {
    ...{ shopId: 'demo', tiers: tierExpressions(words, scope), match: anyTierExpression(words, scope) },
    ...{ sort: 'relevance' as const, range: null, campaign: new Map<string, number>(), ...window },
  };
  return { words, scope, documents };
}
