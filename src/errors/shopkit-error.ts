// Base class of every error the client throws. Subclasses set a literal `name` so guards work across realms.
export interface ShopkitErrorOptions {
  cause?: unknown;
  context?: Record<string, unknown>;
}

export class ShopkitError extends Error {
  override name: string = 'ShopkitError';
  readonly context: Record<string, unknown>;

  constructor(message: string, options: ShopkitErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.context = options.context ?? {};
  }
}
