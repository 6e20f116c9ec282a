// A failed catalogue read in words that say what to check: the API origin for an unreachable or slow API, the key for
// a refused one. The key itself never appears (the client's own messages redact it too).
export function describeReadFailure(error: unknown, apiUrl: string): string {
  const name = error instanceof Error ? error.name : '';
  const status = (error as { status?: unknown } | null)?.status;
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'ShopkitNetworkError' || name === 'ShopkitTimeoutError')
    return `the Commerce API at ${apiUrl} could not be reached (${detail}); check --api-url and that it is up`;
  if (status === 401 || status === 403)
    return `the Commerce API at ${apiUrl} refused the publishable key (${status}); check --key (${detail})`;
  return `reading the catalogue from ${apiUrl} failed: ${detail}`;
}
