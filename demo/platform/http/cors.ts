// CORS for the commerce API: any shop origin may call it (docs/design.md, "CORS").
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The API's request headers (a signed-in shopper's session token; `shopkit-surface`, the page tools' attribution),
 * and the MCP endpoint's (`/mcp`: its protocol version and session headers).
 */
export const CORS_ALLOWED_HEADERS =
  'authorization, content-type, idempotency-key, accept, shopkit-customer-token, shopkit-surface, ' +
  'mcp-protocol-version, mcp-session-id, last-event-id';
export const CORS_ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
export const CORS_EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed, X-Request-Id';

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
}

/** Answers a preflight; returns true when the request was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
}
