// Each word of the vocabulary (search_terms) keeps the fields its documents have held it in, as bits
// (search/search-document.ts fieldBit), so a search on PostgreSQL skips the relevance tiers that none of its words can
// match in ("kitchen", a category's word only, reads one tier instead of three; docs/design.md, "A search's tiers
// that cannot match"). The default says every field: a word written without its fields costs tier reads, never a
// missed match. SQLite has the column and leaves every word at the default: there a statement is a call inside the
// process rather than a round trip, and its writes are what its own bar measures.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') {
    await sql`alter table search_terms add column fields integer not null default 15`.execute(db);
    return;
  }
  await sql`alter table search_terms add column fields smallint not null default 15`.execute(db);
  // The fields of every stored document's words, from their tokens' marks (name a, options b, category c,
  // description d).
  await sql`update search_terms t set fields = held.fields from (
      select d.shop_id, substr(token, 2) as term,
        bit_or(case left(token, 1) when 'a' then 1 when 'b' then 2 when 'c' then 4 else 8 end)::smallint as fields
      from search_documents d, unnest(tsvector_to_array(d.tokens)) as token
      where left(token, 1) in ('a', 'b', 'c', 'd')
      group by d.shop_id, substr(token, 2)
    ) as held
    where t.shop_id = held.shop_id and t.term = held.term`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table search_terms drop column fields`.execute(db);
}
