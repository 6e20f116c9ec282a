// The shopper's currency: a choice made with setCurrency() (stored for a year under `<prefix>_currency`) wins over
// the configured default. A malformed stored value is ignored, never trusted.
import { normalizeCurrency, readCurrency } from './config/currency.ts';
import { ONE_YEAR_SECONDS } from './config/defaults.ts';
import type { Emitter } from './emitter.ts';
import { readValue, writeValue } from './storage/storage-value.ts';
import type { RequestOptions, StorageAdapter } from './types.ts';

export interface CurrencyState {
  readonly current: string | null;
  forRequest(options?: RequestOptions): Promise<string | null>;
  set(currency: string | null): Promise<void>;
}

/** The stored choice when the storage reads synchronously (null: none or malformed); undefined when it cannot. */
function readSync(storage: StorageAdapter, key: string): string | null | undefined {
  try {
    const value = storage.get(key);
    return value instanceof Promise ? void value.catch(() => undefined) : readCurrency(value);
  } catch {
    return null;
  }
}

/**
 * Storage is read on every use, so a choice written elsewhere (another tab, a server action, a second client with the
 * same prefix) reaches the next request, and `current` where the storage reads synchronously, without firing
 * onCurrencyChange. With async-only storage `current` knows only this client's own choice, else the default.
 */
export function createCurrencyState(
  storage: StorageAdapter,
  key: string,
  fallback: string | null,
  changes: Emitter<string | null>,
): CurrencyState {
  let own: string | null | undefined;
  return {
    get current() {
      const stored = readSync(storage, key);
      return (stored === undefined ? own : stored) ?? fallback;
    },
    async forRequest(options) {
      if (options && options.currency !== undefined) return normalizeCurrency(options.currency, 'currency option');
      return readCurrency(await readValue(storage, key)) ?? fallback;
    },
    // Not async: a malformed code throws synchronously, as the spec's operations table says.
    set(currency) {
      const code = normalizeCurrency(currency, 'setCurrency');
      return writeValue(storage, key, code, ONE_YEAR_SECONDS).then(() => {
        own = code;
        changes.emit(code ?? fallback);
      });
    },
  };
}
