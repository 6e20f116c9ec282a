// The one error envelope of every non-2xx answer (docs/design.md, "Errors"). Handlers throw ApiError; the server
// turns it into `{error: {status, code, message, details, required_scopes?, lines?}}`.

export const ERROR_CODES = {
  invalid_request: 400,
  variant_required: 400,
  unauthorized: 401,
  session_invalid: 401,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  out_of_stock: 409,
  consent_log_off: 409,
  gone: 410,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  discount_not_applicable: 422,
  sign_in_refused: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  mail_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface StockLine {
  productId: string;
  variantId: string;
  requested: number;
  available: number;
}

export interface ErrorExtras {
  details?: Record<string, unknown>;
  requiredScopes?: string[];
  lines?: StockLine[];
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, message: string, extras: ErrorExtras = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
    this.extras = extras;
  }
}

export function invalid(field: string, value: unknown, rule: string): ApiError {
  return new ApiError('invalid_request', `${field} ${rule} (got ${describeValue(value)})`, { details: { field } });
}

export function notFound(what: string, id: string): ApiError {
  const shown = truncate(redactSecrets(id));
  return new ApiError('not_found', `${what} ${JSON.stringify(shown)} does not exist`, {
    details: { [what]: shown },
  });
}

/** A short, safe rendering of a client-supplied value for a message. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return showInvisible(JSON.stringify(truncate(redactSecrets(value))));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

// Controls (C0, C1), format characters (bidi overrides, zero widths) and unpaired surrogates.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** `text` with every character that does not show, or shows something else, written as an escape (`\u009b`). */
export const showInvisible = (text: string): string =>
  text.replace(INVISIBLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function errorBody(error: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: error.status,
    code: error.code,
    message: redactSecrets(error.message),
    details: redactDetails(error.extras.details ?? {}),
  };
  if (error.status === 403) body.required_scopes = error.extras.requiredScopes ?? [];
  if (error.code === 'out_of_stock') body.lines = error.extras.lines ?? [];
  return { error: body };
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Never echo a key's secret: `shop_pk_101928Y_abc` becomes `shop_pk_101928Y_••••` and a REST key
 * `shop_sk_demo_abc` becomes `shop_sk_demo_••••` (the shop prefix is letters of either case, digits and hyphens);
 * anything else key-shaped (a personal access token, a key cut short) keeps only its kind, `shop_pat_••••`.
 */
// A customer's session token (`shop_ct_demo_…`) is redacted like a key. Redacting twice changes nothing: bullets
// count as part of the secret.
export function redactSecrets(text: string): string {
  return text.replace(
    /(shop_(?:pk|sk|ct)_[A-Za-z0-9-]+_)[A-Za-z0-9•]+|shop_(?:pk|sk|pat|ct)_[\w•-]*/g,
    (key: string, keep?: string) => `${keep ?? key.slice(0, key.indexOf('_', 5) + 1)}••••`,
  );
}

/** Details echo client input too (an id, a field's value): every string in them is redacted. */
function redactDetails(details: Record<string, unknown>): Record<string, unknown> {
  const redact = (value: unknown): unknown =>
    typeof value === 'string'
      ? redactSecrets(value)
      : Array.isArray(value)
        ? value.map(redact)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]))
          : value;
  return redact(details) as Record<string, unknown>;
}
