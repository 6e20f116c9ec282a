// The one refusal of signing in: 422 `sign_in_refused` with the reason, the field it is about, and what the shopper
// needs to know (tries left, until when the address is locked, when a new code may be asked for). Never says whether
// the address has an account.
import { ApiError, errorBody } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';

export type SignInRefusalReason = 'incorrect' | 'locked' | 'expired' | 'used' | 'unknown' | 'too_many_codes';

export interface SignInRefusalDetails {
  field: string;
  attemptsLeft?: number;
  lockedUntil?: string;
  retryAt?: string;
}

export function signInRefused(reason: SignInRefusalReason, message: string, details: SignInRefusalDetails): ApiError {
  return new ApiError('sign_in_refused', message, { details: { ...details, reason } });
}

/** The refusal as an answer, for a handler whose writes (a wrong code counted) must be committed. */
export const refusalReply = (error: ApiError): Reply => ({ status: error.status, body: errorBody(error) });
