// POST /v2/customer/sign-in: checks the address, refuses while it is locked or after CODES_PER_HOUR codes in an hour,
// keeps a challenge (the code's and the link's hashes) and e-mails the code, with the link when the page gave its
// account URL. The message goes out after the transaction committed; when the mail server does not take it, the
// challenge is deleted and the shopper is told to try again (503 mail_unavailable), so nothing half-made is left. The
// answer is the same whether or not the address has an account: the account is made when the code is checked.
import { ApiError } from '../http/api-error.ts';
import type { ApiRequest } from '../api/context.ts';
import type { Reply } from '../http/respond.ts';
import { deleteChallenge, insertChallenge, listRecentChallenges } from '../repo/sign-in-challenges.ts';
import { createId } from '../state/create-id.ts';
import { requireStorefrontOrigin } from '../storefront/storefront-origins.ts';
import { MailUnavailable } from '../mail/mailer.ts';
import { resolveMailLocale } from '../mail/mail-texts.ts';
import { renderSignInMail } from '../mail/sign-in-mail.ts';
import { readEmailAddress } from './email-address.ts';
import { CODE_LENGTH, createLinkSecret, createSignInCode, hashSignInCode, sha256 } from './sign-in-secrets.ts';
import { refuseLockedAddress } from './sign-in-lock.ts';
import { signInRefused } from './sign-in-refusal.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODES_PER_HOUR = 5;
const HOUR = 60 * 60_000;
/** The fragment that carries a link's challenge and secret: `#shopkit-sign-in=<challengeId>.<secret>`. */
export const SIGN_IN_FRAGMENT = 'shopkit-sign-in';

interface SignInInput {
  email: string;
  returnUrl?: string;
  locale?: string;
}

/** The account page the link opens: on one of the shop's storefront origins, without credentials. */
async function readAccountUrl(request: ApiRequest, value: string): Promise<URL> {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ApiError('invalid_request', `returnUrl must be an http or https URL (got ${url.protocol}…)`, {
      details: { field: 'returnUrl' },
    });
  if (url.username || url.password)
    throw new ApiError('invalid_request', 'returnUrl must not carry credentials', { details: { field: 'returnUrl' } });
  await requireStorefrontOrigin(request, 'returnUrl', url.href);
  return url;
}

async function refuseTooManyCodes(request: ApiRequest, emailKey: string, now: number): Promise<void> {
  const since = new Date(now - HOUR).toISOString();
  const recent = await listRecentChallenges(request.tx, request.shop.id, emailKey, since);
  if (recent.length < CODES_PER_HOUR) return;
  const retryAt = new Date(Date.parse(recent[0]!.createdAt) + HOUR).toISOString();
  throw signInRefused(
    'too_many_codes',
    `${CODES_PER_HOUR} codes were sent to this address in the last hour; ask for another after ${retryAt}`,
    { field: 'email', retryAt },
  );
}

export async function startSignIn(request: ApiRequest): Promise<Reply> {
  const { tx, shop, platform } = request;
  const input = request.body as SignInInput;
  const { email, key } = readEmailAddress(input.email, 'email');
  const returnUrl = input.returnUrl ? await readAccountUrl(request, input.returnUrl) : null;
  const now = platform.now();
  await refuseLockedAddress(tx, { shopId: shop.id, emailKey: key, now, field: 'email' });
  await refuseTooManyCodes(request, key, now);
  const id = createId('sic', 24);
  const code = createSignInCode();
  const linkSecret = createLinkSecret();
  const expiresAt = new Date(now + CODE_TTL_MS).toISOString();
  await insertChallenge(tx, {
    id,
    shopId: shop.id,
    email,
    emailKey: key,
    codeHash: await hashSignInCode(code, id),
    linkHash: sha256(linkSecret),
    attempts: 0,
    createdAt: new Date(now).toISOString(),
    expiresAt,
    usedAt: null,
  });
  if (returnUrl) returnUrl.hash = `${SIGN_IN_FRAGMENT}=${id}.${linkSecret}`;
  const message = renderSignInMail({
    to: email,
    shopName: shop.name,
    code,
    link: returnUrl?.href ?? null,
    locale: resolveMailLocale(input.locale, shop.locale),
  });
  request.afterCommit(async (reply) => {
    try {
      await platform.mail.send(message);
      return reply;
    } catch (error) {
      if (!(error instanceof MailUnavailable)) throw error;
      console.error(`shopkit platform: sign-in code not sent: ${error.message}`);
      await platform.db.transaction((cleanup) => deleteChallenge(cleanup, id));
      throw new ApiError(
        'mail_unavailable',
        'the e-mail with the code could not be sent (the mail server did not take it); nothing was kept: try again in a moment',
        { details: { field: 'email' }, headers: { 'Retry-After': '5' } },
      );
    }
  });
  return { status: 202, body: { challengeId: id, email, expiresAt, codeLength: CODE_LENGTH } };
}
