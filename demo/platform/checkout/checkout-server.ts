// The hosted checkout origin: v2 pages at /session/<id>, legacy pages at /legacy/<storeId>/checkout?session=<id>,
// the Pay form (POST, 303 to <origin of successUrl>/success/<orderNumber>) and its stylesheet.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionStatus } from '../api/checkout-routes.ts';
import type { PlatformContext } from '../api/context.ts';
import { readRawBody } from '../http/read-body.ts';
import { sendText } from '../http/respond.ts';
import { findSession } from '../repo/checkout-sessions.ts';
import { findShop } from '../repo/shops.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { createOrder, PayRefused } from './create-order.ts';
import { errorPage } from './layout.ts';
import { readReceived, sessionPage } from './session-page.ts';

const CSS = fs.readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

interface Target {
  session: SessionRecord | null;
  shop: ShopRecord | null;
  pay: boolean;
  action: string;
  sessionId: string;
}

async function route(platform: PlatformContext, url: URL): Promise<Target | null> {
  const v2 = /^\/session\/([^/]+)(\/pay)?$/.exec(url.pathname);
  const legacy = /^\/legacy\/(\d+)\/checkout(\/pay)?$/.exec(url.pathname);
  if (!v2 && !legacy) return null;
  const sessionId = v2 ? decodeURIComponent(v2[1] ?? '') : (url.searchParams.get('session') ?? '');
  const { session, shop } = await platform.db.transaction(async (tx) => {
    const found = await findSession(tx, sessionId);
    return { session: found, shop: found ? await findShop(tx, found.shopId) : null };
  });
  const fits =
    shop !== null && (v2 ? shop.checkout === 'v2' : shop.checkout === 'legacy' && String(shop.storeId) === legacy?.[1]);
  const action = v2
    ? `/session/${encodeURIComponent(sessionId)}/pay`
    : `/legacy/${legacy?.[1]}/checkout/pay?session=${encodeURIComponent(sessionId)}`;
  return {
    session: fits ? session : null,
    shop: fits ? shop : null,
    pay: Boolean((v2 ?? legacy)?.[2]),
    action,
    sessionId,
  };
}

function page(res: ServerResponse, cdnOrigin: string, status: number, body: string, formTarget = ''): void {
  const csp = `default-src 'none'; style-src 'self'; img-src 'self' ${cdnOrigin}; form-action 'self' ${formTarget}; base-uri 'none'; frame-ancestors 'none'`;
  sendText(res, status, 'text/html; charset=utf-8', body, {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}
function refusedPage(shop: ShopRecord, session: SessionRecord, refused: PayRefused): string {
  if (refused.reason === 'paid')
    return errorPage(shop.name, 'paid', 'Already paid', refused.message, {
      href: `${new URL(session.successUrl).origin}/success/${refused.orderNumber}`,
      label: 'See your order',
    });
  return errorPage(shop.name, refused.reason, 'Cannot place the order', refused.message, {
    href: session.backUrl,
    label: 'Back to the shop',
  });
}

export function createCheckoutListener(platform: PlatformContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://checkout.invalid');
    res.on('finish', () =>
      platform.log.record({
        origin: 'checkout',
        method: req.method ?? 'GET',
        path: url.pathname,
        status: res.statusCode,
        at: new Date(platform.now()).toISOString(),
      }),
    );
    serve(platform, req, res, url).catch((error: unknown) => {
      console.error('shopkit checkout: unexpected error', error);
      if (!res.headersSent)
        page(
          res,
          platform.urls.cdn,
          500,
          errorPage('Shopkit', 'internal', 'Something went wrong', 'Please try again.'),
        );
    });
  };
}

async function serve(platform: PlatformContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (url.pathname === '/assets/checkout.css')
    return sendText(res, 200, 'text/css; charset=utf-8', CSS, { 'Cache-Control': 'max-age=300' });
  const target = await route(platform, url);
  const method = req.method ?? 'GET';
  if (!target || (target.pay ? method !== 'POST' : method !== 'GET' && method !== 'HEAD')) {
    return page(
      res,
      platform.urls.cdn,
      target ? 405 : 404,
      errorPage(
        'Shopkit',
        target ? 'method' : 'not_found',
        'Page not found',
        'There is no checkout page at this address.',
      ),
    );
  }
  const { session, shop } = target;
  if (!session || !shop) {
    return page(
      res,
      platform.urls.cdn,
      404,
      errorPage(
        'Shopkit',
        'unknown',
        'Checkout not found',
        'This checkout link is unknown or malformed. Go back to the shop and start the checkout again.',
      ),
    );
  }
  const status = sessionStatus(session, platform.now());
  const successOrigin = new URL(session.successUrl).origin;
  if (status === 'paid') {
    return page(
      res,
      platform.urls.cdn,
      410,
      errorPage(shop.name, 'paid', 'Already paid', `This checkout was paid as order ${session.orderNumber}.`, {
        href: `${successOrigin}/success/${session.orderNumber}`,
        label: 'See your order',
      }),
    );
  }
  if (status === 'expired') {
    return page(
      res,
      platform.urls.cdn,
      410,
      errorPage(
        shop.name,
        'expired',
        'Checkout expired',
        'This checkout has expired. Go back to the shop and start it again.',
        { href: session.backUrl, label: 'Back to the shop' },
      ),
    );
  }
  if (!target.pay)
    return page(
      res,
      platform.urls.cdn,
      200,
      sessionPage(shop, session, readReceived(url.searchParams), platform.urls.cdn, target.action),
      successOrigin,
    );
  const form = new URLSearchParams((await readRawBody(req, 16 * 1024)).toString('utf8'));
  const name = (form.get('name') ?? '').trim();
  const email = (form.get('email') ?? '').trim();
  if (!name || name.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 200) {
    return page(
      res,
      platform.urls.cdn,
      400,
      errorPage(
        shop.name,
        'invalid',
        'Check your details',
        'A name and a valid email address are needed to place the order.',
        { href: target.action.replace('/pay', ''), label: 'Back to the checkout' },
      ),
    );
  }
  const received = readReceived(form);
  const input = {
    customer: { name, email },
    analytics: {
      consentCategories: received.consentCategories,
      gaClientId: received.gaClientId,
      gaSessionId: received.gaSessionId,
    },
  };
  let number: string;
  try {
    number = (await platform.db.transaction((tx) => createOrder(tx, shop, session.id, input, platform.now()))).number;
  } catch (error) {
    if (!(error instanceof PayRefused)) throw error;
    return page(res, platform.urls.cdn, error.reason === 'paid' ? 410 : 409, refusedPage(shop, session, error));
  }
  res.writeHead(303, {
    Location: `${successOrigin}/success/${encodeURIComponent(number)}`,
    'Content-Length': '0',
  });
  res.end();
}
