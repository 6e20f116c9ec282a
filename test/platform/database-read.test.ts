// db.read (db/database.ts): work that only reads runs without BEGIN and COMMIT on PostgreSQL, in a transaction on
// SQLite, and what it signals reaches the listeners once it has finished. db.singleWrite: work that reads and then
// writes once, last, runs the same way, and a second write or a statement after the write is refused unsent; work
// whose conditional write found its row changed (RowChanged) runs once more, in a transaction.
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database, Tx } from '../../demo/platform/db/database.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { RowChanged } from '../../demo/platform/db/row-changed.ts';

/** Whether the last of two statements ran in the transaction the first began (PostgreSQL's clocks tell). */
async function secondInSameTransaction(tx: Tx): Promise<boolean> {
  await sql`select 1`.execute(tx.db);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const { rows } = await sql<{ alone: boolean }>`
    select statement_timestamp() = transaction_timestamp() as alone`.execute(tx.db);
  return !rows[0]!.alone;
}

describe('platform: db.read', () => {
  let db: Database;
  before(async () => {
    db = await openPrivateDatabase();
  });
  after(() => db.close());

  it('runs each statement on its own on PostgreSQL, and in one transaction through db.transaction', async function () {
    if (db.dialect !== 'postgres') this.skip();
    expect(await db.read(secondInSameTransaction)).to.equal(false);
    expect(await db.transaction(secondInSameTransaction)).to.equal(true);
  });

  it("renames a row's columns to camelCase and leaves the keys of a JSON object in it as they are", async function () {
    if (db.dialect !== 'postgres') this.skip();
    const { rows } = await db.read((tx) =>
      sql<Record<string, unknown>>`select 1 as row_count, json_build_object('as_written', 2, 'nested',
        json_build_object('also_written', 3)) as held_object`.execute(tx.db),
    );
    expect(rows).to.deep.equal([{ rowCount: 1, heldObject: { as_written: 2, nested: { also_written: 3 } } }]);
  });

  it('tells the listeners what the work signalled once it has finished, not before', async () => {
    const heard: string[] = [];
    const stop = db.onSignal('shops', (payloads) => heard.push(...payloads.map((p) => p.shopId)));
    try {
      const marker = `shop_${randomBytes(3).toString('hex')}`;
      await db.read(async (tx) => {
        tx.signal('shops', { shopId: marker });
        expect(heard).to.deep.equal([]);
        await sql`select 1`.execute(tx.db);
      });
      expect(heard).to.deep.equal([marker]);
    } finally {
      stop();
    }
  });
});

describe('platform: db.singleWrite', () => {
  let db: Database;
  type ProbeTables = { probeRows: { id: number; note: string } };
  const probe = (tx: Tx) => tx.db.withTables<ProbeTables>();
  const notes = async () =>
    (await db.kysely.withTables<ProbeTables>().selectFrom('probeRows').select('note').orderBy('id').execute()).map(
      (row) => row.note,
    );
  before(async () => {
    db = await openPrivateDatabase();
    await sql`create table probe_rows (id integer primary key, note text not null)`.execute(db.kysely);
  });
  after(() => db.close());
  beforeEach(() => sql`delete from probe_rows`.execute(db.kysely));

  it('runs the reads and the write each on its own on PostgreSQL', async function () {
    if (db.dialect !== 'postgres') this.skip();
    expect(await db.singleWrite(secondInSameTransaction)).to.equal(false);
  });

  it('reads, then writes once as its last statement', async () => {
    const written = await db.singleWrite(async (tx) => {
      const before = await probe(tx).selectFrom('probeRows').select('id').execute();
      await probe(tx)
        .insertInto('probeRows')
        .values({ id: before.length + 1, note: 'only' })
        .execute();
      return before.length;
    });
    expect(written).to.equal(0);
    expect(await notes()).to.deep.equal(['only']);
  });

  it('refuses a second write, and a read after the write, before sending it', async () => {
    const twice = await db
      .singleWrite(async (tx) => {
        await probe(tx).insertInto('probeRows').values({ id: 1, note: 'first' }).execute();
        await probe(tx).insertInto('probeRows').values({ id: 2, note: 'second' }).execute();
      })
      .catch((error: Error) => error);
    expect(twice).to.be.instanceOf(Error);
    expect((twice as Error).message).to.match(/^db\.singleWrite: InsertQueryNode not sent: the work already wrote/);
    // The second write never reached the database (on PostgreSQL the first, a statement on its own, stands).
    expect(await notes()).to.not.include('second');

    const readAfter = await db
      .singleWrite(async (tx) => {
        await probe(tx).updateTable('probeRows').set({ note: 'changed' }).execute();
        await probe(tx).selectFrom('probeRows').select('id').execute();
      })
      .catch((error: Error) => error);
    expect((readAfter as Error).message).to.match(/^db\.singleWrite: SelectQueryNode not sent/);
  });
  it('runs the work once more, in a transaction, when its write found the row changed, and only then', async () => {
    const runs: boolean[] = [];
    const result = await db.singleWrite(async (tx) => {
      runs.push(tx.transactional);
      if (!tx.transactional) throw new RowChanged('probe_rows', '1');
      await probe(tx).insertInto('probeRows').values({ id: 1, note: 'again' }).execute();
      return 'written';
    });
    expect(result).to.equal('written');
    // PostgreSQL runs it first without a transaction; SQLite runs every singleWrite in one.
    expect(runs).to.deep.equal(db.dialect === 'postgres' ? [false, true] : [true]);
    expect(await notes()).to.deep.equal(['again']);

    let attempts = 0;
    const failed = await db
      .singleWrite(async () => {
        attempts++;
        throw new Error('not a changed row');
      })
      .catch((error: Error) => error);
    expect((failed as Error).message).to.equal('not a changed row');
    expect(attempts).to.equal(1);
  });
});
