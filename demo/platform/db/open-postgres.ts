// PostgreSQL through node-postgres (`pg`) behind Kysely's PostgreSQL driver: a pool of connections, so several
// requests (and several platform processes) run at once; row locks and constraints keep them exact. The optional
// `schema` parameter of the URL names the schema the tables live in (created when missing; default `public`).
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { columnNames } from './column-names.ts';
import { createDatabase, type Database } from './database.ts';
import type { Tables } from './tables.ts';
import { createPreparingClient, createStatementNamer } from './prepared-statements.ts';

const INT8 = 20;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** pg_advisory_xact_lock key taken while a process creates the schema or writes the seed. */
export const SETUP_LOCK = 7_361_024_611;

export interface PostgresLocation {
  connectionString: string;
  schema: string;
}

/** Splits `schema=` off a postgres:// URL; throws naming the parameter when it is not a plain lower-case name. */
export function parsePostgresUrl(url: string): PostgresLocation {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? 'public';
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`DATABASE_URL: schema must be a lower-case SQL name (got ${JSON.stringify(schema.slice(0, 70))})`);
  parsed.searchParams.delete('schema');
  return { connectionString: parsed.toString(), schema };
}

/** The URL with its password replaced, for messages. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '••••';
  return `PostgreSQL ${parsed.toString()}`;
}

export async function openPostgres(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  const { connectionString, schema } = parsePostgresUrl(url);
  const pool = new pg.Pool({
    connectionString,
    // Each connection parses a statement once (db/prepared-statements.ts). Its plan is still made for each call's
    // values (force_custom_plan): a search's best plan depends on its words, and a generic plan cannot see them.
    Client: createPreparingClient(createStatementNamer()),
    max: options.poolSize ?? 10,
    options: `-c search_path=${schema} -c plan_cache_mode=force_custom_plan`,
    // bigint columns (amounts, counts) as numbers: every value the platform stores is far below 2^53.
    types: {
      getTypeParser: (oid: number, format?: string) =>
        oid === INT8 ? Number : pg.types.getTypeParser(oid, format as 'text'),
    },
  });
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins: [columnNames()] });
  try {
    if (schema !== 'public') await createSchema(kysely, schema);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return createDatabase(kysely, 'postgres', describePostgresUrl(url), () => kysely.destroy());
}

async function createSchema(kysely: Kysely<Tables>, schema: string): Promise<void> {
  await kysely.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SETUP_LOCK})`.execute(tx);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(tx);
  });
}
