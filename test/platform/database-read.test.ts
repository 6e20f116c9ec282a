// db.read (db/database.ts): work that only reads runs without BEGIN and COMMIT on PostgreSQL, in a transaction on
// SQLite, and what it signals reaches the listeners once it has finished.
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database, Tx } from '../../demo/platform/db/database.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';

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
