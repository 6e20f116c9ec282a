// Why a prerender stopped: a message that names the option, the template file and the product it concerns, so the
// merchant can fix the input. Secrets are never in it (keys are redacted before they get here).

export interface PrerenderErrorContext {
  /** The template file (relative to the templates folder), when one is concerned. */
  file?: string;
  /** The product's id and slug, when one is concerned. */
  product?: { id: string; slug: string };
  cause?: unknown;
}

export class PrerenderError extends Error {
  override readonly name = 'PrerenderError';
  readonly file: string | null;
  readonly product: { id: string; slug: string } | null;

  constructor(message: string, context: PrerenderErrorContext = {}) {
    const where = [
      context.file ? `in ${context.file}` : '',
      context.product ? `for product ${context.product.id} ("${context.product.slug}")` : '',
    ]
      .filter(Boolean)
      .join(' ');
    super(where ? `${where}: ${message}` : message, context.cause === undefined ? {} : { cause: context.cause });
    this.file = context.file ?? null;
    this.product = context.product ?? null;
  }
}
