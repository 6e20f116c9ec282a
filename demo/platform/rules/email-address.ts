// The one rule for an e-mail address from outside: the grammar of HTML's `<input type=email>` (WHATWG's "valid e-mail
// address", what browsers accept and submit), at most 254 characters (the longest address SMTP can carry). So no
// quoted local parts, no comments, no IP literals, no spaces, no markup and no control characters; a domain need not
// have a dot (`ann@localhost` is valid to a browser), and an international domain comes in its ASCII form
// (`xn--...`), as browsers submit it. openapi.json says the same with EMAIL_ADDRESS_PATTERN (the EmailAddress schema);
// the hosted checkout, the API and the admin API give the same message for a refused address.
import { invalid } from '../http/api-error.ts';

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
/** The WHATWG grammar as a JSON Schema pattern. */
export const EMAIL_ADDRESS_PATTERN = `^[a-zA-Z0-9.!#$%&'*+\\/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`;
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
/** The rule in the API's words (openapi.json's `x-rule` for the EmailAddress schema). */
export const EMAIL_ADDRESS_RULE =
  'must be an e-mail address as a browser accepts it (like name@example.com), at most 254 characters';

const GRAMMAR = new RegExp(EMAIL_ADDRESS_PATTERN, 'u');

export const isEmailAddress = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= EMAIL_ADDRESS_MAX_LENGTH && GRAMMAR.test(value);

/** The message for a refused address, the same wherever it was typed: `email must be ... (got "...")`. */
export const describeEmailAddressProblem = (field: string, value: unknown): string =>
  invalid(field, value, EMAIL_ADDRESS_RULE).message;

/** Throws the API's 400 naming `field` unless `value` is an e-mail address; answers it otherwise. */
export function checkEmailAddress(field: string, value: unknown): string {
  if (!isEmailAddress(value)) throw invalid(field, value, EMAIL_ADDRESS_RULE);
  return value;
}
