// Every page of the hosted checkout goes out with the same headers: a CSP that allows no script, its own styles, images
// from the CDN and form posts to itself (and to the success origin where a page needs it), no referrer, no caching.
import type { ServerResponse } from 'node:http';
import { sendText } from '../http/respond.ts';

export function sendCheckoutPage(
  res: ServerResponse,
  cdnOrigin: string,
  status: number,
  body: string,
  formTarget = '',
): void {
  const csp = `default-src 'none'; style-src 'self'; img-src 'self' ${cdnOrigin}; form-action 'self' ${formTarget}; base-uri 'none'; frame-ancestors 'none'`;
  sendText(res, status, 'text/html; charset=utf-8', body, {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}
