// PostgreSQL: a word of the vocabulary (search_terms) that its last document lost is deleted by the database itself,
// in the statement that counted it down, instead of by a second statement that the platform sends once the upsert has
// returned every changed row's count (docs/design.md, "Search on PostgreSQL: a keystroke's round trips, a settled
// bench catalogue, the vocabulary's unused words"). SQLite
// keeps the platform's own delete: there a statement is a call inside the process, not a round trip, and its trigram
// table follows the vocabulary by a rule (numbers have no trigrams) that a trigger could not say.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // `set search_path from current`: the function finds this schema's table whatever the calling session's path.
  await sql`create function search_terms_drop_unused() returns trigger language plpgsql
    set search_path from current as $$
    begin
      delete from search_terms where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger search_terms_unused after insert or update of documents on search_terms
    for each row when (new.documents <= 0) execute function search_terms_drop_unused()`.execute(db);
  await sql`delete from search_terms where documents <= 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger search_terms_unused on search_terms`.execute(db);
  await sql`drop function search_terms_drop_unused()`.execute(db);
}
