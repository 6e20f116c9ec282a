// createWebhookHandler: the merchant's webhook receiver. It validates the call, answers 200 at once, then hands the
// event to onEvent; a repeat of the same event_type and id within the window is answered 200 and dropped, and a
// malformed call gets 400 and never reaches onEvent. One core, two shapes: Node's http (req, res) and Fetch's Request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ShopkitConfigError } from '../errors/shopkit-config-error.ts';
import { createDedupeWindow } from './create-dedupe-window.ts';
import { parseWebhookQuery, WebhookQueryError } from './parse-webhook-query.ts';
import type { ShopkitWebhookEvent } from './webhook-events.ts';

export const DEFAULT_WEBHOOK_DEDUPE_WINDOW_MS = 10 * 60_000;

export interface ShopkitWebhookHandlerOptions {
  onEvent: (event: ShopkitWebhookEvent) => void | Promise<void>;
  /** How long a handled event_type + id is remembered; default 10 minutes, 0 turns de-duplication off. */
  dedupeWindowMs?: number;
  now?: () => number;
  /** Called when onEvent throws or rejects; default writes one line to console.error. */
  onError?: (error: unknown, event: ShopkitWebhookEvent) => void;
}

export interface ShopkitWebhookHandler {
  node(request: IncomingMessage, response: ServerResponse): void;
  fetch(request: Request): Promise<Response>;
  /** Settles when every accepted event's onEvent call has finished. */
  idle(): Promise<void>;
}

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  event?: ShopkitWebhookEvent;
}

function validate(options: ShopkitWebhookHandlerOptions): number {
  if (typeof options?.onEvent !== 'function')
    throw new ShopkitConfigError('onEvent', `expected a function; got ${typeof options?.onEvent}`);
  const windowMs = options.dedupeWindowMs ?? DEFAULT_WEBHOOK_DEDUPE_WINDOW_MS;
  if (typeof windowMs !== 'number' || !Number.isFinite(windowMs) || windowMs < 0) {
    throw new ShopkitConfigError(
      'dedupeWindowMs',
      `expected a number of milliseconds >= 0; got ${JSON.stringify(windowMs)}`,
    );
  }
  return windowMs;
}

export function createWebhookHandler(options: ShopkitWebhookHandlerOptions): ShopkitWebhookHandler {
  const windowMs = validate(options);
  const dedupe = createDedupeWindow(windowMs, options.now ?? Date.now);
  const report =
    options.onError ??
    ((error, event) => console.error(`shopkit webhook: onEvent failed for ${event.type} ${event.id}:`, error));
  const running = new Set<Promise<void>>();
  const json = { 'content-type': 'application/json', 'cache-control': 'no-store' };

  function decide(method: string, query: URLSearchParams): Outcome {
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        status: 405,
        body: { ok: false, error: `method ${method} not allowed; webhooks arrive as GET` },
        headers: { ...json, allow: 'GET' },
      };
    }
    let event: ShopkitWebhookEvent;
    try {
      event = parseWebhookQuery(query);
    } catch (error) {
      if (!(error instanceof WebhookQueryError)) throw error;
      return { status: 400, body: { ok: false, error: error.message }, headers: json };
    }
    if (windowMs > 0 && !dedupe.admit(`${event.type} ${event.id}`)) {
      return { status: 200, body: { ok: true, duplicate: true }, headers: json };
    }
    return { status: 200, body: { ok: true }, headers: json, event };
  }

  function dispatchLater(event: ShopkitWebhookEvent): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => options.onEvent(event))
      .catch((error: unknown) => report(error, event))
      .finally(() => running.delete(task));
    running.add(task);
  }

  return {
    node(request, response) {
      const outcome = decide(
        request.method ?? 'GET',
        new URL(request.url ?? '/', 'http://receiver.invalid').searchParams,
      );
      response.writeHead(outcome.status, outcome.headers);
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(outcome.body));
      if (outcome.event) dispatchLater(outcome.event);
    },
    async fetch(request) {
      const outcome = decide(request.method, new URL(request.url).searchParams);
      if (outcome.event) dispatchLater(outcome.event);
      return new Response(request.method === 'HEAD' ? null : JSON.stringify(outcome.body), {
        status: outcome.status,
        headers: outcome.headers,
      });
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
