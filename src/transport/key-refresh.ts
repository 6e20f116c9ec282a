// The publishable key in use and its single-flight refresh through `onUnauthorized`: concurrent 401s share one call
// of the handler, and a request whose key was already replaced retries with the new key without asking again.
import { parsePublishableKey } from '../config/publishable-key.ts';

export interface KeyHolder {
  current(): string;
  /** The key to retry with after `used` answered 401, or null to let the 401 surface. */
  refresh(used: string): Promise<string | null>;
}

export function createKeyHolder(
  initial: string,
  onUnauthorized: (() => string | null | Promise<string | null>) | null,
): KeyHolder {
  let key = initial;
  let inFlight: Promise<string | null> | null = null;

  async function ask(): Promise<string | null> {
    const next = await onUnauthorized!();
    if (next === null || next === undefined) return null;
    // A returned value that is not a publishable key throws `onUnauthorized: expected shop_pk_...; got "••••"`.
    return (key = parsePublishableKey(next, 'onUnauthorized').key);
  }

  return {
    current: () => key,
    refresh(used) {
      if (!onUnauthorized) return Promise.resolve(null);
      if (used !== key) return Promise.resolve(key);
      inFlight ??= ask().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
