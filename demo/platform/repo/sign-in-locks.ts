// The wrong codes counted per shop and address, and the lock they lead to. Kept in the database, so every platform
// process refuses a locked address alike.
import { forUpdate, type Tx } from '../db/database.ts';
import type { SignInLocksTable } from '../db/tables.ts';

export async function findSignInLock(tx: Tx, shopId: string, emailKey: string): Promise<SignInLocksTable | null> {
  return (
    (await tx.db
      .selectFrom('signInLocks')
      .selectAll()
      .where('shopId', '=', shopId)
      .where('emailKey', '=', emailKey)
      .$call(forUpdate(tx))
      .executeTakeFirst()) ?? null
  );
}

export async function saveSignInLock(tx: Tx, lock: SignInLocksTable): Promise<void> {
  const { shopId: _shop, emailKey: _address, ...counts } = lock;
  await tx.db
    .insertInto('signInLocks')
    .values(lock)
    .onConflict((oc) => oc.columns(['shopId', 'emailKey']).doUpdateSet(counts))
    .execute();
}

export async function deleteSignInLock(tx: Tx, shopId: string, emailKey: string): Promise<void> {
  await tx.db.deleteFrom('signInLocks').where('shopId', '=', shopId).where('emailKey', '=', emailKey).execute();
}
