// What every answer of the Commerce API shares: a page of a list, the error body, per-request options.
// Public types of the client core (re-exported by src/types.ts and src/index.ts).
import type { MoneyFormat } from '../../wire/money-format.ts';

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  /** The cursor of the page before this one; null on the first page. */
  previousCursor?: string | null;
  /** How the page's prices print in the locale it was read for (`RequestOptions.locale`), when the API gave one. */
  format?: MoneyFormat;
}

export interface ApiErrorBody {
  error: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, unknown>;
    required_scopes?: string[];
    lines?: Array<{ productId: string; variantId: string; requested: number; available: number }>;
  };
}

export interface RequestOptions {
  signal?: AbortSignal;
  currency?: string | null;
  /**
   * The locale a priced read's prices will be shown in (`sv-SE`): sent as `locale=`, the product reads then carry
   * the currency's format in it, and formatMoney prints that locale's first prices with it instead of making an
   * Intl.NumberFormat on the way to the first paint (docs/design.md "The first Intl object").
   */
  locale?: string | null;
  /**
   * `agentic` for a call an agent makes in the shopper's session (the script tag's page tools): sent as
   * `Shopkit-Surface: agentic`, so the cart, checkout and order it makes or changes carry the `agentic` surface.
   * Attribution only: the platform grants nothing for it.
   */
  surface?: 'agentic';
}
