// Writing answers: JSON with a length, or nothing (204). JSON is `no-store` unless the reply says how it may be cached.
import type { ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.body === undefined || reply.status === 204) {
    res.writeHead(reply.status);
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': reply.headers?.['Cache-Control'] ?? 'no-store',
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
