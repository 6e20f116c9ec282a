// Any key in a message, in the grammar of docs/design.md "Keys": a well-formed publishable or REST key keeps
// `shop_<kind>_<shopPrefix>_`, anything else key-shaped (a personal access token, a key cut short) keeps only its kind.
// Already redacted text stays as it is: bullets count as part of the secret.
const KEY_IN_TEXT = /(shop_(?:pk|sk)_[A-Za-z0-9-]+_)[A-Za-z0-9•]+|shop_(?:pk|sk|pat)_[\w•-]*/g;

/** Says what went wrong in a form fit for a shopper or a console line: any key in the text loses its secret. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(KEY_IN_TEXT, (key, keep?: string) => `${keep ?? key.slice(0, key.indexOf('_', 5) + 1)}••••`);
}
