/** Says what went wrong in a form fit for a shopper or a console line: any key in the text (publishable, REST or a personal access token) loses its secret. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(
    /(shop_(?:pk|sk)_[a-z0-9-]+_)[A-Za-z0-9]+|shop_pat_\w+/g,
    (_key, keep?: string) => `${keep ?? 'shop_pat_'}••••`,
  );
}
