// Signing in (the account part): ask for a code (the e-mail's link comes back to this page), then check the code or
// the link. A session the platform answers is kept like the cart id, and this browser's cart then follows the shopper
// (POST /v2/customer/cart: merged into theirs, or theirs adopted). The link's secret is read from the page's fragment
// and taken out of the address bar before anything is sent, so it stays in no history entry.
import { fieldError } from '../errors/shopkit-config-error.ts';
import { ShopkitError } from '../errors/shopkit-error.ts';
import type { Customer, CustomerSession, RequestOptions, ShopkitSignInOptions, SignInChallenge } from '../types.ts';
import type { AccountDeps } from './account-deps.ts';
import { followCart } from './follow-cart.ts';

/** The fragment a sign-in link carries: `#shopkit-sign-in=<challengeId>.<secret>`. */
const LINK_FRAGMENT = /^#shopkit-sign-in=(sic_[0-9a-z]{1,40})\.([0-9a-z]{32})$/;
const CODE = /^\d{6}$/;

function readEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email === '' || email.length > 254 || !email.includes('@'))
    throw fieldError('account.requestCode email', `expected an e-mail address; got ${JSON.stringify(value)}`);
  return email;
}

export interface SignIn {
  requestCode(email: string, options?: ShopkitSignInOptions): Promise<SignInChallenge>;
  verifyCode(code: string, options?: RequestOptions): Promise<Customer>;
  verifyLink(url?: string, options?: RequestOptions): Promise<Customer | null>;
}

export function createSignIn(deps: AccountDeps): SignIn {
  const { ctx, keeper, pending, page, now } = deps;

  async function verify(body: Record<string, string>, options?: RequestOptions): Promise<Customer> {
    const session = await ctx.request<CustomerSession>({
      method: 'POST',
      path: '/v2/customer/sign-in/verify',
      scope: 'customer:write',
      operation: 'account.verify',
      body,
      signal: options?.signal,
    });
    await pending.write(null, now());
    const customer = await keeper.keep(session);
    await followCart(deps, options);
    return customer;
  }

  return {
    async requestCode(email, options = {}) {
      const address = readEmail(email);
      const returnUrl = options.returnUrl === undefined ? (page?.url() ?? null) : options.returnUrl;
      const locale = options.locale === undefined ? (page?.lang() ?? null) : options.locale;
      const challenge = await ctx.request<SignInChallenge>({
        method: 'POST',
        path: '/v2/customer/sign-in',
        scope: 'customer:write',
        operation: 'account.requestCode',
        body: { email: address, ...(returnUrl ? { returnUrl } : {}), ...(locale ? { locale } : {}) },
        signal: options.signal,
      });
      await pending.write(challenge, now());
      return challenge;
    },
    async verifyCode(code, options) {
      const digits = typeof code === 'string' ? code.replace(/\s+/g, '') : '';
      if (!CODE.test(digits))
        throw fieldError(
          'account.verifyCode code',
          `expected the 6 digits from the e-mail; got ${JSON.stringify(code)}`,
        );
      const waiting = await pending.read(now());
      if (!waiting)
        throw new ShopkitError('account.verifyCode: no sign-in is waiting for a code; ask for a new one', {
          context: { operation: 'account.verifyCode', reason: 'no_sign_in' },
        });
      return verify({ challengeId: waiting.challengeId, code: digits }, options);
    },
    async verifyLink(url, options) {
      const target = url ?? page?.url(true) ?? null;
      const hash = target && URL.canParse(target) ? new URL(target).hash : '';
      const match = LINK_FRAGMENT.exec(hash);
      if (!match) return null;
      if (url === undefined) page?.dropFragment();
      return verify({ challengeId: match[1]!, linkSecret: match[2]! }, options);
    },
  };
}
