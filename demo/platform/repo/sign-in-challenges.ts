// Sign-in challenges: one row per code sent, holding only the hashes of the code and of the link's secret. A wrong
// code counts on its challenge; a right one marks it used with one conditional UPDATE, so a challenge signs in once
// even when two requests bring its code at the same moment.
import { forUpdate, type Tx } from '../db/database.ts';
import type { ChallengeRecord } from '../customers/customer-types.ts';

export async function insertChallenge(tx: Tx, challenge: ChallengeRecord): Promise<void> {
  await tx.db.insertInto('signInChallenges').values(challenge).execute();
}

export async function findChallenge(
  tx: Tx,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ChallengeRecord | null> {
  const query = tx.db.selectFrom('signInChallenges').selectAll().where('shopId', '=', shopId).where('id', '=', id);
  return (await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst()) ?? null;
}

/** The challenges made for an address since `since`, oldest first (the per-address throttle counts them). */
export async function listRecentChallenges(
  tx: Tx,
  shopId: string,
  emailKey: string,
  since: string,
): Promise<Array<{ createdAt: string }>> {
  return tx.db
    .selectFrom('signInChallenges')
    .select('createdAt')
    .where('shopId', '=', shopId)
    .where('emailKey', '=', emailKey)
    .where('createdAt', '>=', since)
    .orderBy('createdAt')
    .execute();
}

export async function countChallengeAttempt(tx: Tx, id: string): Promise<void> {
  await tx.db
    .updateTable('signInChallenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the challenge used; false when it was used already. */
export async function useChallenge(tx: Tx, id: string, at: string): Promise<boolean> {
  const result = await tx.db
    .updateTable('signInChallenges')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteChallenge(tx: Tx, id: string): Promise<void> {
  await tx.db.deleteFrom('signInChallenges').where('id', '=', id).execute();
}

/** Every challenge of an address (the account was deleted). */
export async function deleteChallengesOf(tx: Tx, shopId: string, emailKey: string): Promise<void> {
  await tx.db.deleteFrom('signInChallenges').where('shopId', '=', shopId).where('emailKey', '=', emailKey).execute();
}
