// One delivery attempt: GET the receiver URL, wait at most timeoutMs (or until `stop`), report the status or why
// there was none.
export interface AttemptResult {
  status: number | null;
  error: string | null;
}

export type WebhookFetch = (url: string, init: RequestInit) => Promise<Response>;

export async function deliverOnce(
  fetchImpl: WebhookFetch,
  url: string,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<AttemptResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      redirect: 'manual',
      headers: { 'user-agent': 'shopkit-local-platform-webhooks/1' },
      signal: stop ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) : AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: response.status === 200 ? null : `answered ${response.status}, not 200` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { status: null, error: `no answer within ${timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: null, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
