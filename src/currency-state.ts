// The shopper's currency: a choice made with setCurrency() (stored for a year under `<prefix>_currency`) wins over
// the configured default. `current` is synchronous: it sees a stored choice only when the storage reads synchronously.
// A malformed stored value is ignored, never trusted.
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

function readSync(storage: StorageAdapter, key: string): string | null {
  try {
    const value = storage.get(key);
    return value instanceof Promise ? (value.catch(() => undefined), null) : readCurrency(value);
  } catch {
    return null;
  }
}

export function createCurrencyState(storage: StorageAdapter, key: string, fallback: string | null, changes: Emitter<string | null>): CurrencyState {
  let chosen: string | null | undefined = readSync(storage, key) ?? undefined;
  return {
    get current() { return chosen ?? fallback; },
    async forRequest(options) {
      if (options && options.currency !== undefined) return normalizeCurrency(options.currency, 'currency option');
      if (chosen !== undefined) return chosen ?? fallback;
      return readCurrency(await readValue(storage, key)) ?? fallback;
    },
    // Not async: a malformed code throws synchronously, as the spec's operations table says.
    set(currency) {
      const code = normalizeCurrency(currency, 'setCurrency');
      return writeValue(storage, key, code, ONE_YEAR_SECONDS).then(() => {
        chosen = code;
        changes.emit(code ?? fallback);
      });
    },
  };
}
