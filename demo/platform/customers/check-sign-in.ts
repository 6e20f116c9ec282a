// POST /v2/customer/sign-in/verify: checks the code (or the link's secret) of a challenge, in constant time against
// its hash. A wrong one is counted (the answer is committed, so the count holds) and says how many tries are left; a
// locked address, a used, expired or unknown challenge is refused without checking anything. A right one uses the
// challenge up, makes the customer on their first sign-in (customer.created), links their past guest orders and
// starts a session.
import type { ApiRequest } from '../api/context.ts';
import { invalid } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import { deleteSignInLock } from '../repo/sign-in-locks.ts';
import { countChallengeAttempt, findChallenge, useChallenge } from '../repo/sign-in-challenges.ts';
import type { ChallengeRecord } from './customer-types.ts';
import { describeSessionTimes, startCustomerSession } from './customer-sessions.ts';
import { presentCustomer } from './present-customer.ts';
import { hashSignInCode, sameHash, sha256 } from './sign-in-secrets.ts';
import { countWrongCode, refuseLockedAddress } from './sign-in-lock.ts';
import { refusalReply, signInRefused } from './sign-in-refusal.ts';
import { signInCustomer } from './sign-in-customer.ts';

interface VerifyInput {
  challengeId: string;
  code?: string;
  linkSecret?: string;
}

function readProof(input: VerifyInput): { field: 'code' | 'linkSecret'; value: string } {
  if (input.code !== undefined && input.linkSecret !== undefined)
    throw invalid('linkSecret', input.linkSecret, 'cannot be given together with code: send one of them');
  if (input.code !== undefined) return { field: 'code', value: input.code };
  if (input.linkSecret !== undefined) return { field: 'linkSecret', value: input.linkSecret };
  throw invalid('code', undefined, 'is required: the 6 digits from the e-mail (or the linkSecret of its link)');
}

async function proves(challenge: ChallengeRecord, proof: { field: string; value: string }): Promise<boolean> {
  return proof.field === 'code'
    ? sameHash(await hashSignInCode(proof.value, challenge.id), challenge.codeHash)
    : sameHash(sha256(proof.value), challenge.linkHash);
}

function refuseSpent(challenge: ChallengeRecord, field: string, now: number): void {
  if (challenge.usedAt)
    throw signInRefused('used', 'this code was used already (a code or link signs in once); ask for a new one', {
      field,
    });
  if (Date.parse(challenge.expiresAt) <= now)
    throw signInRefused('expired', 'this code expired (a code works for 10 minutes); ask for a new one', { field });
}

export async function checkSignIn(request: ApiRequest): Promise<Reply> {
  const { tx, shop, platform } = request;
  const input = request.body as VerifyInput;
  const proof = readProof(input);
  const now = platform.now();
  const challenge = await findChallenge(tx, shop.id, input.challengeId, { lock: true });
  if (!challenge)
    throw signInRefused('unknown', 'no sign-in was started with this challengeId for this shop; ask for a new code', {
      field: 'challengeId',
    });
  const address = { shopId: shop.id, emailKey: challenge.emailKey, now, field: proof.field };
  await refuseLockedAddress(tx, address);
  refuseSpent(challenge, proof.field, now);
  if (!(await proves(challenge, proof))) {
    await countChallengeAttempt(tx, challenge.id);
    const { attemptsLeft, lockedUntil } = await countWrongCode(tx, address);
    const message = lockedUntil
      ? `that ${proof.field === 'code' ? 'code' : 'link'} is wrong, and it was the last try: this address is locked until ${lockedUntil}`
      : `that ${proof.field === 'code' ? 'code' : 'link'} is wrong; ${attemptsLeft} ${attemptsLeft === 1 ? 'try is' : 'tries are'} left before this address is locked for 15 minutes`;
    const details = { field: proof.field, attemptsLeft, ...(lockedUntil ? { lockedUntil } : {}) };
    return refusalReply(signInRefused('incorrect', message, details));
  }
  if (!(await useChallenge(tx, challenge.id, new Date(now).toISOString())))
    throw signInRefused('used', 'this code was used already (a code or link signs in once); ask for a new one', {
      field: proof.field,
    });
  await deleteSignInLock(tx, shop.id, challenge.emailKey);
  const customer = await signInCustomer(tx, shop, { email: challenge.email, key: challenge.emailKey }, now);
  const { token, session } = await startCustomerSession(tx, customer, now);
  return {
    status: 200,
    body: { token, ...describeSessionTimes(session), customer: await presentCustomer(tx, customer) },
  };
}
