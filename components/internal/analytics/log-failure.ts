// A failure of background work that the shopper does not wait for (analytics, the consent log), logged once with
// what failed.
import { describeError } from '../base/describe-error.ts';

export const logFailure =
  (what: string) =>
  (error: unknown): void =>
    console.error(`Shopkit: ${what}: ${describeError(error)}`);
