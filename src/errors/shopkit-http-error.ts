import { ShopkitError } from './shopkit-error.ts';

export interface HttpErrorInit {
  status: number;
  method: string;
  path: string;
  body: unknown;
  requestId?: string | null;
}

function envelope(body: unknown): { code?: unknown; message?: unknown; required_scopes?: unknown } {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'object' && error !== null ? error : {};
}

/** A non-2xx answer. `path` never carries the key; `body` is the parsed error envelope (or text). */
export class ShopkitHttpError extends ShopkitError {
  override name = 'ShopkitHttpError' as const;
  declare readonly status: number;
  declare readonly method: string;
  declare readonly path: string;
  declare readonly code: string;
  declare readonly requestId: string | null;
  /** The parsed answer: the error envelope, or text. Not part of `context`. */
  readonly body: unknown;
  /** `required_scopes` of a 403 answer. */
  readonly requiredScopes: string[];

  constructor(init: HttpErrorInit) {
    const error = envelope(init.body);
    const code = typeof error.code === 'string' ? error.code : `http_${init.status}`;
    const detail = typeof error.message === 'string' ? `: ${error.message}` : '';
    super(`${init.method} ${init.path} answered ${init.status} ${code}${detail}`, {
      context: { status: init.status, method: init.method, path: init.path, code, requestId: init.requestId ?? null },
    });
    this.body = init.body;
    this.requiredScopes = Array.isArray(error.required_scopes) ? error.required_scopes.map(String) : [];
  }
}
