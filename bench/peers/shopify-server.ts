// Shopify's Storefront API for Buy Button JS, on loopback: an HTTPS server (a self-signed certificate, which the
// benchmark's browser contexts accept) answering every GraphQL request with the canned shop and remembered cart, and
// the CORS preflight the browser sends first.
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createLoopbackCertificate } from '../../demo/platform/v1/create-loopback-certificate.ts';
import { answerBuyButton } from './buy-button-canned.ts';

export interface ShopifyServer {
  /** `127.0.0.1:<port>`: what Buy Button takes as the shop's domain. */
  domain: string;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
};

export async function startShopifyServer(): Promise<ShopifyServer> {
  const server = https.createServer(createLoopbackCertificate(), (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const answer = request.method === 'POST' ? answerBuyButton(body || '{}') : { data: {} };
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    domain: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
