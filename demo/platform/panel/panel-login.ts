// POST /panel/login: the password check behind the per-address throttle (login-throttle.ts). A throttled address
// gets 429 with Retry-After and its password is not even looked at; a wrong password counts against the address.
import type { IncomingMessage } from 'node:http';
import { html } from '../checkout/html.ts';
import { isSecureRequest, resolveClientAddress } from '../limits/resolve-client-address.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { panelPage } from './panel-layout.ts';

export const loginPage = (error: string | null, status = 200, headers?: Record<string, string>): PanelResult => ({
  status,
  ...(headers ? { headers } : {}),
  html: panelPage(
    { title: 'Log in', error },
    html`<form method="post" action="/panel/login" id="login">
<label for="password">Admin password (printed when the platform started)</label>
<input type="password" id="password" name="password" required autocomplete="current-password" autofocus>
<p><button type="submit">Log in</button></p></form>`,
  ),
});

const describeWait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return { seconds, text: seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes` };
};

export function answerLogin(context: PanelContext, req: IncomingMessage, form: URLSearchParams): PanelResult {
  const address = resolveClientAddress(req, context.trustProxyHops);
  const waiting = context.loginThrottle.waitMs(address);
  if (waiting > 0) {
    const wait = describeWait(waiting);
    return loginPage(`Too many wrong passwords from your address. Try again in ${wait.text}.`, 429, {
      'Retry-After': String(wait.seconds),
    });
  }
  const created = context.sessions.login(form.get('password') ?? '');
  if (!created) {
    const delay = context.loginThrottle.fail(address);
    const next = delay > 0 ? ` The next try is possible in ${describeWait(delay).text}.` : '';
    return loginPage(`Wrong password.${next}`, 401);
  }
  context.loginThrottle.succeed(address);
  return {
    redirect: '/panel/orders',
    cookie: context.sessions.cookie(created, isSecureRequest(req, context.trustProxyHops)),
  };
}
