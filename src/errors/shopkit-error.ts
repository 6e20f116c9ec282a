// Base class of every error the client throws. Subclasses set a literal `name` so guards work across realms; the
// `context` entries (status, method, path, ...) are also copied onto the error as fields.
export interface ShopkitErrorOptions {
  cause?: unknown;
  context?: Record<string, unknown>;
}

export class ShopkitError extends Error {
  override name: string = 'ShopkitError';
  readonly context: Record<string, unknown>;

  constructor(message: string, options: ShopkitErrorOptions = {}) {
    super(message, options);
    this.context = options.context ?? {};
    Object.assign(this, this.context);
  }
}
