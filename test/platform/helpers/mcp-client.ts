// An MCP client of the SDK connected to a running platform's `/mcp` over Streamable HTTP, with a publishable key.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export async function connectMcp(apiUrl: string, key: string | null, options: { keyInUrl?: boolean } = {}) {
  const client = new Client({ name: 'shopkit-test-agent', version: '1.0.0' });
  const url = new URL(`${apiUrl}/mcp`);
  if (key && options.keyInUrl) url.searchParams.set('key', key);
  const headers: Record<string, string> = key && !options.keyInUrl ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

/** Opens an agent's checkout link as a browser would (following its redirect); the cookie it was given, if any. */
export async function openAgentLink(link: string, cookie = '') {
  const opened = await fetch(link, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const setCookie = opened.headers.get('set-cookie');
  return {
    status: opened.status,
    location: opened.headers.get('location'),
    cookie: setCookie ? setCookie.split(';')[0]! : cookie,
    text: await opened.text(),
  };
}
