// `shopkit mcp`: the shop's MCP tools over stdio for desktop assistants, as a bridge to the platform's remote server
// (`<apiUrl>/mcp`, Streamable HTTP). The tools are written once, on the platform; the bridge lists and calls them
// there and hands each answer back as it came (passthrough schemas, so annotations such as `untrustedContentHint`
// and `_meta` survive). The SDK's client on one side, its server on the other: no JSON-RPC of our own.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';
import { z } from 'zod';
import type { McpBridgeOptions } from './parse-mcp-options.ts';

const ANY_RESULT = z.object({}).passthrough();

export interface McpBridge {
  /** Resolves when the assistant closes stdin (or `close()` is called). */
  closed: Promise<void>;
  close(): Promise<void>;
}

export async function runMcpBridge(
  options: McpBridgeOptions,
  io: { stdin: Readable; stdout: Writable } = { stdin: process.stdin, stdout: process.stdout },
): Promise<McpBridge> {
  const remote = new Client({ name: 'shopkit-mcp-bridge', version: '1.0.0' });
  const headers = { authorization: `Bearer ${options.publishableKey}` };
  await remote.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', options.apiUrl), { requestInit: { headers } }),
  );
  const info = remote.getServerVersion() ?? { name: 'shopkit-shop', version: '1.0.0' };
  const server = new Server(info, { capabilities: { tools: {} }, instructions: remote.getInstructions() });
  server.setRequestHandler(ListToolsRequestSchema, (request) =>
    remote.request({ method: 'tools/list', params: request.params }, ANY_RESULT),
  );
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    remote.request({ method: 'tools/call', params: request.params }, ANY_RESULT),
  );
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport(io.stdin, io.stdout));
  const close = async () => {
    await server.close();
    await remote.close();
  };
  void closed.then(() => remote.close());
  return { closed, close };
}
