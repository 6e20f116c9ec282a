// Signing a shopper in on a test platform, as a browser would: ask for a code, read it from the platform's mail
// catcher, check it. `asCustomer(token)` is the call option that sends the session token.
import type { CaughtMessage } from '../../../demo/platform/mail/catcher/caught-mail.ts';
import type { ApiAnswer, CallOptions, PlatformFixture } from './platform-fixture.ts';

export const asCustomer = (token: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, 'shopkit-customer-token': token },
});

/** The first message to `email` after message `after` (an id) that passes `test`, as it arrives. */
export function nextMessage(
  f: PlatformFixture,
  email: string,
  after = 0,
  test: (message: CaughtMessage) => boolean = () => true,
): Promise<CaughtMessage> {
  const catcher = f.platform.mail.catcher;
  if (!catcher) throw new Error('the test platform has no mail catcher (it was given an SMTP URL)');
  const to = email.toLowerCase();
  return catcher.mail.waitFor(
    (message) => message.id > after && message.to.some((entry) => entry.toLowerCase() === to) && test(message),
  );
}

const SIGN_IN_CODE = /^(\d{6})$/m;

/** The id of the newest message caught so far (0 when none), to wait for the next one. */
export const lastMessageId = (f: PlatformFixture): number => f.platform.mail.catcher?.mail.list().at(-1)?.id ?? 0;

/** The 6-digit code of a sign-in message. */
export function readCode(message: CaughtMessage): string {
  const code = SIGN_IN_CODE.exec(message.text)?.[1];
  if (!code) throw new Error(`no sign-in code in ${JSON.stringify(message.text)}`);
  return code;
}

export async function askCode(
  f: PlatformFixture,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ answer: ApiAnswer; code: string; message: CaughtMessage }> {
  const after = lastMessageId(f);
  const answer = await f.call('POST', '/v2/customer/sign-in', { body: { email, ...extra } });
  if (answer.status !== 202) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const message = await nextMessage(f, email, after, (caught) => SIGN_IN_CODE.test(caught.text));
  return { answer, code: readCode(message), message };
}

export async function signIn(f: PlatformFixture, email: string): Promise<{ token: string; customer: any }> {
  const { answer, code } = await askCode(f, email);
  const verified = await f.call('POST', '/v2/customer/sign-in/verify', {
    body: { challengeId: answer.body.challengeId, code },
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token, customer: verified.body.customer };
}

/** A code of `length` digits that is not `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
