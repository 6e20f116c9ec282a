// A minimal fetch over node:https that trusts extra CA certificates (Node's global fetch has no `ca` option).
// Used by the admin client when `ca` is given, e.g. to trust the local platform's self-signed certificate.
import https from 'node:https';
import type { ShopkitAdminFetch } from './admin-types.ts';

const NO_BODY_STATUSES = new Set([204, 205, 304]);

function toHeaders(raw: NodeJS.Dict<string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return headers;
}

export function createHttpsFetch(ca: string | string[]): ShopkitAdminFetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      if (url.protocol !== 'https:') {
        reject(new TypeError(`createHttpsFetch only speaks https; got ${url.protocol}`));
        return;
      }
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const request = https.request(
        url,
        { method: init.method ?? 'GET', headers, ca, signal: init.signal ?? undefined },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 500;
            const body = NO_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
            resolve(
              new Response(body, {
                status,
                statusText: response.statusMessage ?? '',
                headers: toHeaders(response.headers),
              }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
