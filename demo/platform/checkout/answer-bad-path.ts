// The hosted checkout's answer to a path it cannot decode: its own 400 page, under the checkout's page headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http/respond.ts';
import { errorPage } from './layout.ts';

export function answerBadCheckoutPath(_req: IncomingMessage, res: ServerResponse): void {
  const body = errorPage(
    'Shopkit',
    'bad_path',
    'Bad checkout link',
    'This checkout link is malformed. Go back to the shop and start the checkout again.',
  );
  sendText(res, 400, 'text/html; charset=utf-8', body, {
    'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}
