// Limits every server of the platform (and the demo site) applies to its sockets: a deadline for the request headers
// and one for the whole request, so a client trickling bytes is cut off within seconds (Node answers 408 and closes);
// the answers Node writes itself (400, 408, 413, 431) carry `nosniff` and `Connection: close`; and a connection closed
// after an answer lingers a moment, reading and discarding what the client still sends, so a client that is still
// uploading a refused body reads the whole 413 instead of losing it to a TCP reset.
import type http from 'node:http';
import type { Socket } from 'node:net';

export interface ServerTimeouts {
  /** The request line and headers must arrive within this many ms of the first byte. */
  headersMs: number;
  /** The whole request, body included, must arrive within this many ms. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  keepAliveMs: number;
  /** After an answer that closes the connection, keep reading (and discarding) for at most this many ms. */
  lingerMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  lingerMs: 3_000,
});

export function resolveServerTimeouts(input: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...input };
  for (const [name, value] of Object.entries(timeouts)) {
    if (!Number.isInteger(value) || value < 1 || value > 600_000)
      throw new RangeError(`timeouts.${name} must be a whole number of ms from 1 to 600000 (got ${String(value)})`);
  }
  if (timeouts.headersMs > timeouts.requestMs)
    throw new RangeError(
      `timeouts.headersMs (${timeouts.headersMs}) must not exceed requestMs (${timeouts.requestMs})`,
    );
  return timeouts;
}

/** Options for `http.createServer` / `https.createServer`: the deadlines and how often Node checks them. */
export function describeServerOptions(timeouts: ServerTimeouts): http.ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
  };
}

const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/** Applies the socket-level limits to a server made with `describeServerOptions`. */
export function applyServerLimits(server: http.Server, timeouts: ServerTimeouts): void {
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on('connection', (socket: Socket) => lingerOnClose(socket, timeouts.lingerMs));
  server.on('secureConnection', (socket: Socket) => lingerOnClose(socket, timeouts.lingerMs));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const status = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? '400 Bad Request';
      socket.write(
        `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\n\r\n`,
      );
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.destroy();
    else socket.destroySoon();
  });
}

/**
 * Node ends a connection after an answer marked `Connection: close` by calling `destroySoon()`, which closes the
 * socket while unread request bytes may still be arriving; the kernel then resets the connection, and a client still
 * uploading can lose the answer it has not read yet. Here the socket half-closes instead and is destroyed when the
 * client closes its side, or after `lingerMs`.
 */
function lingerOnClose(socket: Socket, lingerMs: number): void {
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    if (this.destroyed) return;
    this.end();
    this.once('end', () => this.destroy());
    setTimeout(() => this.destroy(), lingerMs).unref();
    this.resume();
  };
}
