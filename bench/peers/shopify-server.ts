// Shopify's Storefront API for Buy Button JS, on loopback: an HTTPS server (a self-signed certificate, which the
// benchmark's browser contexts accept) answering every GraphQL request with the canned shop, remembered cart and
// product, the CORS preflight the browser sends first, and the product's image at whatever size Buy Button asks for
// (`/images/product_550x825.jpg`: the picture Shopkit's product page shows, as the bench read it from the platform, in
// WebP as Shopify's CDN answers a browser that accepts it).
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

export async function startShopifyServer(image: Buffer = Buffer.alloc(0)): Promise<ShopifyServer> {
  let imageUrl = '';
  const server = https.createServer(createLoopbackCertificate(), (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith('/images/')) {
      response.writeHead(200, { ...CORS, 'content-type': 'image/webp', vary: 'Accept' }).end(image);
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const answer = request.method === 'POST' ? answerBuyButton(body || '{}', imageUrl) : { data: {} };
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  imageUrl = `https://${domain}/images/product.jpg`;
  return {
    domain,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
