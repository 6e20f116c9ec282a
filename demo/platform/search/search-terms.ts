// A shop's vocabulary (search_terms): each word its documents hold, how it was first written and in how many
// documents. Writes add and take away counts as documents change (a word in no document is deleted by the database);
// reads find the words a query's words stand for: the same word, the words a prefix begins, and candidates for a
// typo (words that begin with a part of it or contain the other part, through SQLite's trigram table or PostgreSQL's
// pg_trgm index). Numbers are never typo candidates (fold-words.ts, isNumber), so SQLite's trigram table leaves out
// words of digits: a description edit that changes a number ("restocked in round 12") then writes no trigram rows.
import { sql, type InsertQueryBuilder, type QueryCreator } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import { readVocabularyEach, type VocabularySource } from './vocabulary-cache.ts';

export interface TermRow {
  term: string;
  display: string;
  documents: number;
  /**
   * The fields (bits, search-document.ts fieldBit) any document has held the word in since it entered the
   * vocabulary, so a relevance tier none of a query's words can match in is not read (match-expression.ts). SQLite
   * leaves every word at the column's default, every field (upsertCountsSqlite).
   */
  fields: number;
}

export interface TermChange {
  /** Documents gained (positive) or lost (negative). */
  delta: number;
  /** How the word is written, kept from its first document. */
  display: string;
  /** PostgreSQL: fields a document holds the word in that its stored document did not (bits), added to the word's. */
  fields: number;
}

const BATCH = 200;
/** Above every character a word can hold: `term < prefix + TOP` bounds the words beginning with `prefix`. */
const TOP = '\u{10FFFF}';

const compareCodePoints = (a: string, b: string): number => {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
  return x.length - y.length;
};

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

/**
 * PostgreSQL: one upsert that adds each change to its word's count (a word new to the shop is inserted with its count)
 * and its new fields to the word's. The fields are only ever added while the word is in the vocabulary: a word's
 * fields may name one no document holds it in any more, which costs a search a tier read that finds nothing, never a
 * missed match; counting each field's documents instead would make every edit that moves a word write it.
 */
const upsertCounts = (creator: QueryCreator<Tables>, shopId: string, batch: Array<[string, TermChange]>) =>
  creator
    .insertInto('searchTerms')
    .values(batch.map(([term, { delta, display, fields }]) => ({ shopId, term, display, documents: delta, fields })))
    .onConflict((oc) =>
      oc.columns(['shopId', 'term']).doUpdateSet((eb) => ({
        documents: eb('searchTerms.documents', '+', eb.ref('excluded.documents')),
        fields: sql<number>`search_terms.fields | excluded.fields`,
      })),
    );

/**
 * SQLite: the counts' upsert as SQL text, which costs a product save less CPU than the query builder's (the reasons
 * and the figures: index-products.ts, SQLITE_COLUMNS). The fields column stays at its default, every field.
 */
const upsertCountsSqlite = (tx: Tx, shopId: string, batch: Array<[string, TermChange]>) =>
  sql`insert into search_terms (shop_id, term, display, documents) values ${sql.join(
    batch.map(([term, { delta, display }]) => sql`(${shopId}, ${term}, ${display}, ${delta})`),
  )} on conflict (shop_id, term) do update set documents = search_terms.documents + excluded.documents`.execute(tx.db);

/** A write of the caller's that PostgreSQL may run in the vocabulary's first statement (a data-modifying `with`). */
export type AlongsideWrite = InsertQueryBuilder<Tables, 'searchDocuments', { id: number }>;

/**
 * Applies document count changes to the shop's vocabulary, one upsert per batch, returning nothing: the database
 * deletes a word left in no document itself, and on SQLite keeps the trigram table in step with the words (triggers,
 * migrations 0008c and 0008d). On PostgreSQL `alongside` (the documents' upsert) runs in the first of those
 * statements, or alone when no count changed, so a product update pays one round trip for its document and its words.
 */
export async function changeTermCounts(
  tx: Tx,
  shopId: string,
  changes: Map<string, TermChange>,
  alongside: AlongsideWrite | null = null,
): Promise<void> {
  if (alongside && tx.dialect !== 'postgres')
    throw new Error('search: a write alongside the vocabulary runs on PostgreSQL only');
  const keepsFields = tx.dialect === 'postgres';
  const changed = [...changes].filter(([, { delta, fields }]) => delta !== 0 || (keepsFields && fields !== 0));
  // Searches in this process forget the shop's vocabulary they kept once this commits (vocabulary-cache.ts): a word's
  // count or its fields changed.
  if (changed.length > 0) tx.signal('vocabulary', { shopId });
  if (tx.dialect === 'sqlite') {
    for (const batch of batches(changed)) await upsertCountsSqlite(tx, shopId, batch);
    return;
  }
  const [first, ...rest] = batches(changed);
  if (!first) {
    if (alongside) await alongside.execute();
    return;
  }
  await upsertCounts(alongside ? tx.db.with('documents', () => alongside) : tx.db, shopId, first).execute();
  for (const batch of rest) await upsertCounts(tx.db, shopId, batch).execute();
}

const termRow = ({ term, display, documents, fields }: TermRow): TermRow => ({
  term,
  display,
  documents: Number(documents),
  fields: Number(fields),
});

export interface TypedTerms {
  /** Which of the typed words the shop's documents hold. */
  exact: TermRow[];
  /** The most frequent words the prefix begins (itself included), the most frequent first; empty without a prefix. */
  prefixed: TermRow[];
}

/**
 * The typed words the shop's documents hold and, for the word being typed, the `limit` most frequent words it begins:
 * at most one statement, since a request's reads are paid for in round trips to the database. The source's cache
 * keeps each word's lookup and the beginning's apart, so a keystroke reads only what no recent one looked up (typing
 * "oak ap" after "oak a" reads the words "ap" begins, not "oak" again; another shopper's "apron" already read them).
 */
export async function findTypedTerms(
  source: VocabularySource,
  words: readonly string[],
  prefix: { term: string; limit: number } | null,
): Promise<TypedTerms> {
  if (words.length === 0) return { exact: [], prefixed: [] };
  const wordKeys = words.map((word) => JSON.stringify(['word', word]));
  const prefixKey = prefix ? JSON.stringify(['begins', prefix.term, prefix.limit]) : null;
  const load = async (missing: string[]): Promise<Map<string, TermRow[]>> => {
    const asked = new Set(missing);
    const read = await readTypedTerms(
      source.tx,
      source.shopId,
      words.filter((_, i) => asked.has(wordKeys[i]!)),
      prefixKey !== null && asked.has(prefixKey) ? prefix : null,
    );
    const held = new Map(read.exact.map((row) => [row.term, row]));
    const answers = new Map<string, TermRow[]>();
    words.forEach((word, i) => {
      const row = held.get(word);
      if (asked.has(wordKeys[i]!)) answers.set(wordKeys[i]!, row ? [row] : []);
    });
    if (prefixKey !== null && asked.has(prefixKey)) answers.set(prefixKey, read.prefixed);
    return answers;
  };
  const keys = prefixKey === null ? wordKeys : [...wordKeys, prefixKey];
  const found = await readVocabularyEach(source, keys, load, (rows) => rows.length);
  return {
    exact: wordKeys.flatMap((key) => found.get(key) ?? []),
    prefixed: prefixKey === null ? [] : (found.get(prefixKey) ?? []),
  };
}

/** One statement: which of `words` the shop holds (none asked: none) and the words `prefix` begins (null: none). */
async function readTypedTerms(
  tx: Tx,
  shopId: string,
  words: readonly string[],
  prefix: { term: string; limit: number } | null,
): Promise<TypedTerms> {
  const parts = [];
  if (words.length > 0)
    parts.push(sql`select 0 as prefixed, term, display, documents, fields from search_terms
      where shop_id = ${shopId} and term in (${sql.join([...words])})`);
  if (prefix)
    parts.push(sql`select * from (select 1 as prefixed, term, display, documents, fields from search_terms
        where shop_id = ${shopId} and term >= ${prefix.term} and term < ${`${prefix.term}${TOP}`}
        order by documents desc, term limit ${prefix.limit}) as words_begun`);
  if (parts.length === 0) return { exact: [], prefixed: [] };
  const { rows } = await sql<TermRow & { prefixed: number }>`${sql.join(parts, sql` union all `)}`.execute(tx.db);
  return {
    exact: rows.filter((found) => Number(found.prefixed) === 0).map(termRow),
    // A union keeps no order of its own: the most frequent first again, then by code point, as the index orders words.
    prefixed: rows
      .filter((found) => Number(found.prefixed) === 1)
      .map(termRow)
      .sort((a, b) => b.documents - a.documents || compareCodePoints(a.term, b.term)),
  };
}

export interface CandidateProbe {
  /** Words beginning with one of these. */
  prefixes: string[];
  /** Or containing one of these (three letters or more each). */
  inners: string[];
  /** Letters a candidate has: at least, and at most (null: no bound). */
  minLength: number;
  maxLength: number | null;
}

/** Words that may be a typo's intended word: cheap to find, for an exact edit distance to choose from. */
export async function findTermCandidates(
  tx: Tx,
  shopId: string,
  probe: CandidateProbe,
  limit: number,
): Promise<TermRow[]> {
  const longest = probe.maxLength ?? 1_000;
  const ranges = probe.prefixes.map((prefix) => sql`(term >= ${prefix} and term < ${`${prefix}${TOP}`})`);
  const sized = sql`length(term) between ${probe.minLength} and ${longest}`;
  if (tx.dialect === 'postgres') {
    const inner = probe.inners.map((part) => sql`term like ${`%${part}%`}`);
    const { rows } = await sql<TermRow>`select term, display, documents, fields from search_terms
      where shop_id = ${shopId} and (${sql.join([...ranges, ...inner], sql` or `)}) and ${sized}
      order by documents desc, term limit ${limit}`.execute(tx.db);
    return rows.map(termRow);
  }
  const inner =
    probe.inners.length === 0
      ? sql``
      : sql`union select t.term, t.display, t.documents, t.fields from search_term_grams g join search_terms t on t.id = g.rowid
          where search_term_grams match ${probe.inners.map((part) => `"${part}"`).join(' OR ')}
          and t.shop_id = ${shopId} and length(t.term) between ${probe.minLength} and ${longest}`;
  const { rows } = await sql<TermRow>`select term, display, documents, fields from (
      select term, display, documents, fields from search_terms
        where shop_id = ${shopId} and (${sql.join(ranges, sql` or `)}) and ${sized}
      ${inner}) order by documents desc, term limit ${limit}`.execute(tx.db);
  return rows.map(termRow);
}
