// Every page of the hosted checkout goes out with the same headers: a CSP that allows no script (but the embedded
// checkout's own, from this origin, on its pages), its own styles, images from the CDN and form posts to itself (and
// to the success origin where a page needs it), no referrer, no caching, and no framing except by the one origin a
// session recorded (`frame-ancestors`; `X-Frame-Options: DENY` everywhere else).
import type { ServerResponse } from 'node:http';
import { sendText } from '../http/respond.ts';

/** How a page of an embedded session may be framed: by that origin, and with the protocol's script. */
export interface CheckoutFraming {
  ancestor?: string | null;
  script?: boolean;
}

export function sendCheckoutPage(
  res: ServerResponse,
  cdnOrigin: string,
  status: number,
  body: string,
  formTarget = '',
  framing: CheckoutFraming = {},
): void {
  const csp = [
    "default-src 'none'",
    framing.script ? "script-src 'self'" : null,
    "style-src 'self'",
    `img-src 'self' ${cdnOrigin}`,
    `form-action 'self' ${formTarget}`.trim(),
    "base-uri 'none'",
    `frame-ancestors ${framing.ancestor ?? "'none'"}`,
  ].filter(Boolean);
  sendText(res, status, 'text/html; charset=utf-8', body, {
    'Content-Security-Policy': csp.join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    ...(framing.ancestor ? {} : { 'X-Frame-Options': 'DENY' }),
  });
}
