// Talks HTTP over a raw socket (plain or TLS), so a test can send headers a byte at a time, keep uploading a body
// after the server has answered, or read late; it resolves with everything read and how long the socket stayed open.
import net from 'node:net';
import tls from 'node:tls';

export interface RawExchangeSpec {
  /** The origin to connect to (`http://…` or `https://…`). */
  url: string;
  /** Written at once on connect. */
  head: string;
  /** Then written every `everyMs` until the socket closes (`drip`), or never. */
  drip?: { chunk: string | Buffer; everyMs: number };
  /** Start reading only after this many ms (the answer waits in the socket meanwhile). */
  readAfterMs?: number;
  /** Give up (and fail) after this many ms. */
  giveUpMs?: number;
}

export interface RawExchangeResult {
  text: string;
  openMs: number;
}

export function rawExchange(spec: RawExchangeSpec): Promise<RawExchangeResult> {
  const { hostname, port, protocol } = new URL(spec.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket =
      protocol === 'https:'
        ? tls.connect({ host: hostname, port: Number(port), rejectUnauthorized: false })
        : net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.pause();
    socket.on('error', () => undefined);
    socket.write(spec.head);
    const timer = spec.drip
      ? setInterval(() => {
          if (!socket.destroyed && socket.writable) socket.write(spec.drip!.chunk);
        }, spec.drip.everyMs)
      : undefined;
    setTimeout(() => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.resume();
    }, spec.readAfterMs ?? 0);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket to ${spec.url} still open after ${spec.giveUpMs ?? 15_000} ms`));
    }, spec.giveUpMs ?? 15_000);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ text: Buffer.concat(received).toString('utf8'), openMs: Date.now() - started });
    });
  });
}

/** The status code and body of the first answer in a raw exchange. */
export function parseRawAnswer(text: string): { status: number; headers: string; body: string } {
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head.toLowerCase(), body: split < 0 ? '' : text.slice(split + 4) };
}
