// REST API v1 on its own origin: HTTPS with a loopback certificate made at start, plus a plain-HTTP listener that
// answers every request 401 (the spec: plain HTTP is an authentication failure), so a client that forgot https learns why.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { guardRequests } from '../http/guard-requests.ts';
import { closeServer } from '../http/listen.ts';
import { sendReply } from '../http/respond.ts';
import {
  applyServerLimits,
  describeServerOptions,
  resolveServerTimeouts,
  type ServerTimeouts,
} from '../http/server-limits.ts';
import type { Database } from '../db/database.ts';
import { createLoopbackCertificate } from './create-loopback-certificate.ts';
import { handleV1Request, v1Error } from './handle-v1-request.ts';

export interface V1Server {
  /** `https://127.0.0.1:<port>` */
  url: string;
  /** `http://127.0.0.1:<port>`: answers 401 to everything. */
  plainUrl: string;
  /** PEM of the certificate to trust. */
  ca: string;
  /** Stops both servers; requests already running get `graceMs` to finish (closeServer). */
  close(graceMs?: number): Promise<void>;
}

function listening(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

const answerBadV1Path = (_req: http.IncomingMessage, res: http.ServerResponse, path: string) =>
  sendReply(res, v1Error(400, `the path ${JSON.stringify(path)} has a malformed percent-encoding`));

export async function startV1Server(
  db: Database,
  options: { host?: string; port?: number; plainPort?: number; timeouts?: ServerTimeouts } = {},
): Promise<V1Server> {
  const host = options.host ?? '127.0.0.1';
  const { cert, key } = createLoopbackCertificate();
  const timeouts = options.timeouts ?? resolveServerTimeouts();
  const secure = https.createServer(
    { cert, key, ...describeServerOptions(timeouts) },
    guardRequests((req, res) => {
      handleV1Request(db, req).then(
        (reply) => sendReply(res, reply),
        (error: unknown) => {
          console.error('v1: internal error', error);
          sendReply(res, v1Error(500, 'internal error'));
        },
      );
    }, answerBadV1Path),
  );
  // Plain HTTP answers 401 to everything, even a malformed path: the scheme is the first thing wrong.
  const plain = http.createServer(describeServerOptions(timeouts), (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    sendReply(
      res,
      v1Error(401, 'plain HTTP is not accepted; REST API v1 requires HTTPS', {
        'WWW-Authenticate': 'Basic realm="shopkit-v1"',
      }),
    );
    req.resume();
  });
  applyServerLimits(secure, timeouts);
  applyServerLimits(plain, timeouts);
  const [securePort, plainPort] = await Promise.all([
    listening(secure, host, options.port ?? 0),
    listening(plain, host, options.plainPort ?? 0),
  ]);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `https://${shownHost}:${securePort}`,
    plainUrl: `http://${shownHost}:${plainPort}`,
    ca: cert,
    close: async (graceMs = 0) => {
      await Promise.all([closeServer(secure, graceMs), closeServer(plain, graceMs)]);
    },
  };
}
