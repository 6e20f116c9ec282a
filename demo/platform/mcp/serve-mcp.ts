// `/mcp` on the commerce API origin: the shop's MCP server over Streamable HTTP, addressed by the shop's publishable
// key (`Authorization: Bearer shop_pk_…`, or `?key=shop_pk_…` for clients that take only a URL: the key is public).
// Stateless: every POST is answered by a server made for it and dropped with it, so no session outlives its request
// and nobody can fill the platform's memory by opening sessions; the cart an agent works on is its cartId. GET (a
// stream of server messages) and DELETE (ending a session) have nothing to serve: 405.
//
// The SDK's web-standard transport answers the request. Its Node wrapper (StreamableHTTPServerTransport) would turn
// the Node request into a Fetch one and stream the answer back through an adapter on every POST; this listener has
// already read and parsed the body, and the answer is one JSON text, so the request is handed over as its headers and
// parsed body, and the answer written as it comes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { authenticate } from '../api/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody, readRawBody } from '../http/read-body.ts';
import { resolveClientAddress } from '../limits/resolve-client-address.ts';
import type { PlatformContext } from '../platform-context.ts';
import { AGENTIC_SURFACE } from '../attribution/describe-surface.ts';
import { createShopMcpServer } from './create-shop-mcp-server.ts';

export const MCP_PATH = '/mcp';
/** JSON-RPC messages of this server are small; a batch of tool calls fits well within it. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

/** The key from the Authorization header, else from `?key=`, as an Authorization header for authenticate(). */
function keyHeader(req: IncomingMessage, url: URL): string | undefined {
  if (req.headers.authorization) return req.headers.authorization;
  const key = url.searchParams.get('key');
  return key ? `Bearer ${key}` : undefined;
}

/** Answers `/mcp`; API errors (401, 413, 429 ...) are thrown for the API listener to answer in its envelope. */
export async function serveMcp(platform: PlatformContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'POST')
    throw new ApiError(
      'method_not_allowed',
      `${req.method ?? 'GET'} is not served here: this MCP server is stateless; use POST`,
      {
        headers: { Allow: 'POST' },
      },
    );
  const { key, shop } = await authenticate(platform, keyHeader(req, url));
  const body = parseJsonBody(await readRawBody(req, MCP_MAX_BODY_BYTES), req.headers['content-type']);
  const address = resolveClientAddress(req, platform.trustProxyHops);
  const caller = {
    key,
    shop,
    address,
    origin: req.headers.origin ?? null,
    surface: AGENTIC_SURFACE,
    customerToken: null,
  } as const;
  const server = createShopMcpServer({ platform, caller });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  const answer = await transport.handleRequest(toFetchRequest(req, url), { parsedBody: body });
  await writeAnswer(res, answer);
}

/** The request as the transport reads it: method, path and headers (the body is handed over parsed; no `?key=`). */
function toFetchRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2)
    headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
  return new Request(new URL(url.pathname, url.origin), { method: 'POST', headers });
}

async function writeAnswer(res: ServerResponse, answer: Response): Promise<void> {
  const text = answer.body ? Buffer.from(await answer.arrayBuffer()) : null;
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  if (text) headers['content-length'] = String(text.byteLength);
  res.writeHead(answer.status, headers);
  res.end(text ?? undefined);
}
