// Why signing in or an account action did not work, in the shopper's words: the platform's sign-in refusals (a wrong
// code with the tries left, a locked address with the time it opens again, an expired or used code, too many codes),
// a mail server that is down, a sign-in too old to delete the account, an address or code refused before sending, no
// connection or a busy shop, else a plain "try again". Times are in the shopper's locale. The technical error stays
// on the `shop-error` event.
import {
  isShopkitConfigError,
  isShopkitHttpError,
  isShopkitNetworkError,
  isShopkitTimeoutError,
} from '../../../src/index.ts';
import type { AccountTexts } from '../texts/account-texts.ts';
import type { ShopTexts } from '../texts/i18n.ts';

export interface AccountFailureTexts {
  account: AccountTexts;
  shop: Pick<ShopTexts, 'offline' | 'busy'>;
}

function time(iso: unknown, locale: string): string {
  const date = new Date(typeof iso === 'string' ? iso : Number.NaN);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

function describeRefusal(details: Record<string, unknown>, texts: AccountTexts, locale: string): string {
  switch (details.reason) {
    case 'incorrect':
      return texts.codeIncorrect(Number(details.attemptsLeft ?? 0));
    case 'locked':
      return texts.locked(time(details.lockedUntil, locale));
    case 'expired':
    case 'unknown':
      return texts.codeExpired;
    case 'used':
      return texts.codeUsed;
    case 'too_many_codes':
      return texts.tooManyCodes(time(details.retryAt, locale));
    default:
      return texts.accountFailed;
  }
}

/** The field a refused request names (`email`, `code`), or null. */
function fieldOf(error: unknown): string | null {
  if (isShopkitConfigError(error)) return error.field;
  const details = isShopkitHttpError(error)
    ? (error.body as { error?: { details?: { field?: unknown } } })?.error?.details
    : null;
  return typeof details?.field === 'string' ? details.field : null;
}

export function describeAccountFailure(error: unknown, texts: AccountFailureTexts, locale: string): string {
  const field = fieldOf(error) ?? '';
  if (isShopkitConfigError(error) || (isShopkitHttpError(error) && error.code === 'invalid_request')) {
    if (/email/.test(field)) return texts.account.emailInvalid;
    if (/code/.test(field)) return texts.account.codeInvalid;
  }
  if (isShopkitHttpError(error)) {
    const details = (error.body as { error?: { details?: Record<string, unknown> } })?.error?.details ?? {};
    if (error.code === 'sign_in_refused') return describeRefusal(details, texts.account, locale);
    if (error.code === 'mail_unavailable') return texts.account.mailUnavailable;
    if (error.code === 'session_invalid' && details.reason === 'stale') return texts.account.signInToDelete;
    if (error.status === 429 || error.status >= 500) return texts.shop.busy;
  }
  if (isShopkitNetworkError(error) || isShopkitTimeoutError(error)) return texts.shop.offline;
  return texts.account.accountFailed;
}
