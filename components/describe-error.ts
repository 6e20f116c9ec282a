/** Says what went wrong in a form fit for a shopper or a console line: any key in the text loses its secret. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/(shop_pk_[a-z0-9-]+_)[A-Za-z0-9]+/g, '$1••••');
}
