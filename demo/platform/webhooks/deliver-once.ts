// One delivery attempt: GET the receiver URL, wait at most timeoutMs (or until `stop`), report the status or why
// there was none. The timeout is a timer of our own that holds its AbortController: a signal made with
// AbortSignal.any([AbortSignal.timeout(...), ...]) can be garbage-collected on Node 20 before it fires, and then an
// attempt to a receiver that never answers never ends.
export interface AttemptResult {
  status: number | null;
  error: string | null;
}

export type WebhookFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface AttemptRequest {
  url: string;
  timeoutMs: number;
  /** Aborts the attempt early (the dispatcher closing). */
  stop?: AbortSignal;
}

export async function deliverOnce(fetchImpl: WebhookFetch, attempt: AttemptRequest): Promise<AttemptResult> {
  const { url, timeoutMs, stop } = attempt;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const onStop = () => controller.abort(stop?.reason);
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      redirect: 'manual',
      headers: { 'user-agent': 'shopkit-local-platform-webhooks/1' },
      signal: controller.signal,
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: response.status === 200 ? null : `answered ${response.status}, not 200` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError' || controller.signal.aborted)
      return { status: null, error: `no answer within ${timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: null, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  }
}
