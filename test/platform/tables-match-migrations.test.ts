// db/tables.ts (the tables as queries see them) says what the migrations create: the same tables, the same columns,
// and a column is `| null` in tables.ts exactly when the migrated database lets it be NULL. The database is migrated
// from empty on the engine the suite runs on (SQLite in memory, or PostgreSQL in the postgres step) and read back
// through Kysely's introspection; tables.ts is read with TypeScript's own parser (the 5.9 compiler installed as
// typescript-5, since TypeScript 7 has no JavaScript API).
import { expect } from 'chai';
import { sql } from 'kysely';
import fs from 'node:fs';
import ts from 'typescript-5';
import type { Database } from '../../demo/platform/db/database.ts';
import { migrateToLatest } from '../../demo/platform/db/migrate.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { findFullTextTables } from '../../demo/platform/db/sqlite-full-text-tables.ts';

const TABLES_FILE = new URL('../../demo/platform/db/tables.ts', import.meta.url);

/** Column name -> whether it may be null, per table, all camelCase. */
type Shape = Record<string, Record<string, boolean>>;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The shape tables.ts declares: the `Tables` interface's entries and the interfaces they name. */
function declaredShape(source: string): Shape {
  const file = ts.createSourceFile('tables.ts', source, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map(
    file.statements.filter(ts.isInterfaceDeclaration).map((declaration) => [declaration.name.text, declaration]),
  );
  const columnsOf = (declaration: ts.InterfaceDeclaration) =>
    Object.fromEntries(
      declaration.members
        .filter(ts.isPropertySignature)
        .map((member) => [member.name.getText(file), /\bnull\b/.test(member.type?.getText(file) ?? '')]),
    );
  const tables = interfaces.get('Tables');
  if (!tables) throw new Error('tables.ts declares no Tables interface');
  return Object.fromEntries(
    tables.members.filter(ts.isPropertySignature).map((member) => {
      const named = interfaces.get(member.type?.getText(file) ?? '');
      if (!named) throw new Error(`Tables.${member.name.getText(file)} names no interface of tables.ts`);
      return [member.name.getText(file), columnsOf(named)];
    }),
  );
}

/**
 * Primary key columns of an SQLite table. SQLite reports a primary key that is not an INTEGER PRIMARY KEY as nullable
 * (a quirk it keeps for compatibility), while PostgreSQL makes every primary key NOT NULL; no row the platform writes
 * has a null key, so both count as not null here.
 */
async function sqlitePrimaryKeys(database: Database, table: string): Promise<Set<string>> {
  const rows = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(
    database.kysely,
  );
  return new Set(rows.rows.filter((row) => row.pk > 0).map((row) => row.name));
}

/** The shape the migrated database has (the migrator's own tables, `schema_migrations*`, left out). */
async function migratedShape(database: Database): Promise<Shape> {
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.kysely)).rows[0]!.schema
      : undefined;
  // SQLite's full-text indexes are reached through MATCH, not tables of rows: tables.ts does not list them.
  const found = database.dialect === 'sqlite' ? await findFullTextTables(database.kysely) : { virtual: [], shadow: [] };
  const fullText = new Set([...found.virtual, ...found.shadow]);
  const tables = (await database.kysely.introspection.getTables()).filter(
    (table) => table.schema === schema && !table.name.startsWith('schema_migrations') && !fullText.has(table.name),
  );
  const shape: Shape = {};
  for (const table of tables) {
    const keys = database.dialect === 'sqlite' ? await sqlitePrimaryKeys(database, table.name) : new Set<string>();
    shape[camel(table.name)] = Object.fromEntries(
      table.columns.map((column) => [camel(column.name), column.isNullable && !keys.has(column.name)]),
    );
  }
  return shape;
}

/** Each column whose presence or nullability differs, as `table.column: tables.ts says …, the database …`. */
function differences(declared: Shape, migrated: Shape): string[] {
  const describe = (nullable: boolean | undefined) =>
    nullable === undefined ? 'no such column' : nullable ? 'nullable' : 'not null';
  return Object.entries(declared).flatMap(([table, columns]) => {
    const actual = migrated[table] ?? {};
    const names = [...new Set([...Object.keys(columns), ...Object.keys(actual)])].sort();
    return names
      .filter((name) => columns[name] !== actual[name])
      .map(
        (name) => `${table}.${name}: tables.ts says ${describe(columns[name])}, the database ${describe(actual[name])}`,
      );
  });
}

describe('db/tables.ts against the migrated database', () => {
  let database: Database;
  before(async () => {
    database = await openPrivateDatabase();
    await migrateToLatest(database);
  });
  after(() => database?.close());

  it('reads the tables, columns and nullability tables.ts declares', () => {
    const shape = declaredShape(`
      import type { Generated } from 'kysely';
      export interface ThingsTable { id: string; note: string | null; count: Generated<number> }
      export interface Tables { things: ThingsTable }`);
    expect(shape).to.deep.equal({ things: { id: false, note: true, count: false } });
  });

  it('has every table and column tables.ts names, nullable exactly where tables.ts says null', async () => {
    const declared = declaredShape(fs.readFileSync(TABLES_FILE, 'utf8'));
    const migrated = await migratedShape(database);
    expect(Object.keys(migrated).sort(), 'tables').to.deep.equal(Object.keys(declared).sort());
    expect(differences(declared, migrated)).to.deep.equal([]);
  });
});
