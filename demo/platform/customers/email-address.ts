// An e-mail address a shopper signs in with: checked by the platform's one e-mail rule (rules/email-address.ts, the
// WHATWG `input type=email` grammar, at most 254 characters) and trimmed; the key an account is found by, and an
// order matched to it, is the address lower-cased.
import { checkEmailAddress } from '../rules/email-address.ts';

export interface EmailAddress {
  /** As typed, trimmed. */
  email: string;
  /** Lower-cased: how accounts and orders are matched. */
  key: string;
}

/** The address in `value`, or a 400 naming `field` and quoting the value. */
export function readEmailAddress(value: unknown, field: string): EmailAddress {
  const email = checkEmailAddress(field, typeof value === 'string' ? value.trim() : value);
  return { email, key: emailKey(email) };
}

/** The key of an address already checked (an order's). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
