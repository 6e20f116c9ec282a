// Search (docs/design.md, "Search"): one document per product (its field-marked words, the columns the sorts read)
// and each shop's vocabulary (every word its documents hold, with how it was written and in how many documents), then
// every product indexed. SQLite keeps the words in FTS5 tables (unicode61 with diacritics removed for the documents,
// trigram for the vocabulary's typo candidates); PostgreSQL in a tsvector column with a GIN index, and the vocabulary
// with pg_trgm's GIN index, the extension created in `public` (once per database, so every schema's index can use
// it and dropping one schema cannot take it from the others).
import { CamelCasePlugin, sql, type Kysely } from 'kysely';
import type { Tx } from '../database.ts';
import { addSerialKey, dialectOf } from '../migration-helpers.ts';
import { SETUP_LOCK } from '../open-postgres.ts';
import { rebuildSearchIndex } from '../../search/index-products.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const postgres = dialect === 'postgres';
  await addSerialKey(db, db.schema.createTable('search_documents'), 'id')
    .addColumn('product_id', 'text', (c) => c.notNull().unique().references('products.id').onDelete('cascade'))
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('tokens', postgres ? sql`tsvector` : 'text', (c) => c.notNull())
    .addColumn('min_price', 'bigint')
    .addColumn('sort_name', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['id', 'min_price', 'sort_name', 'created_at'])
    await db.schema
      .createIndex(`search_documents_shop_${column}`)
      .on('search_documents')
      .columns(['shop_id', column])
      .execute();
  await addSerialKey(db, db.schema.createTable('search_terms'), 'id')
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('term', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('search_terms_shop_term', ['shop_id', 'term'])
    .execute();
  if (postgres) await createPostgresIndexes(db);
  else await createSqliteIndexes(db);
  const tx = { db: db.withPlugin(new CamelCasePlugin()), dialect, signal: () => undefined } as unknown as Tx;
  await rebuildSearchIndex(tx);
}

async function createSqliteIndexes(db: Kysely<any>): Promise<void> {
  await sql`create virtual table search_index using fts5(tokens, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', detail='none')`.execute(db);
  await sql`create virtual table search_term_grams using fts5(term, content='', contentless_delete=1,
    tokenize='trigram')`.execute(db);
}

async function createPostgresIndexes(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SETUP_LOCK})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await sql`create index search_documents_tokens on search_documents using gin (tokens)`.execute(db);
  await sql`create index search_terms_grams on search_terms using gin (term ${sql.id(schema)}.gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`drop table search_term_grams`.execute(db);
    await sql`drop table search_index`.execute(db);
  }
  await db.schema.dropTable('search_terms').execute();
  await db.schema.dropTable('search_documents').execute();
}
