/** What an order number may look like in a thank-you URL: letters, digits, `_` and `-`, at most 64. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The `<orderNumber>` of a `/success/<orderNumber>` path (the platform's return URL), else null. */
export function readSuccessOrderNumber(pathname: string): string | null {
  const match = /\/success\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const number = decodeURIComponent(match[1]!);
    return ORDER_NUMBER_PATTERN.test(number) ? number : null;
  } catch {
    return null;
  }
}
