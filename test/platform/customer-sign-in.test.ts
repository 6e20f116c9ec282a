import { expect } from 'chai';
import { startFixture, snapshotState, type PlatformFixture } from './helpers/platform-fixture.ts';
import {
  askCode,
  asCustomer,
  lastMessageId,
  nextMessage,
  readCode,
  signIn,
  wrongCode,
} from './helpers/customer-fixture.ts';

const MINUTE = 60_000;

describe('platform: passwordless sign-in', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-05-04T10:00:00.000Z');
  before(async () => {
    f = await startFixture({
      now: () => clock,
      rateLimits: { 'address.sign-in': null, 'address.sign-in-verify': null },
      // The clock here moves by days: a background sweep would prune the expired challenges a test is counting.
      prune: { firstMs: 60 * 60 * 1000 },
    });
  });
  after(() => f.close());
  const verify = (body: Record<string, unknown>) => f.call('POST', '/v2/customer/sign-in/verify', { body });
  const countChallenges = async () =>
    Number(
      (
        await f.platform.db.kysely
          .selectFrom('signInChallenges')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('e-mails a 6-digit code and a link, in the shop language, as text and HTML with no image', async () => {
    const { answer, code, message } = await askCode(f, 'ann@example.com', {
      returnUrl: 'https://shop.example/account',
    });
    expect(answer.body).to.include({ email: 'ann@example.com', codeLength: 6 });
    expect(Date.parse(answer.body.expiresAt) - clock).to.equal(10 * MINUTE);
    expect(message.subject).to.equal(`${code} är din inloggningskod för Lindqvist Home`);
    expect(message.from).to.contain('Lindqvist Home');
    const link = new URL(/https:\/\/shop\.example\/account#\S+/.exec(message.text)![0]);
    expect(link.hash).to.match(new RegExp(`^#shopkit-sign-in=${answer.body.challengeId}\\.[0-9a-z]{32}$`));
    expect(message.html).to.contain('lang="sv-SE"').and.contain(code).and.contain(link.href);
    expect(message.html).not.to.match(/<img|src=|url\(|<script/i);
    const english = await askCode(f, 'ann@example.com', { locale: 'en-GB' });
    expect(english.message.subject).to.equal(`${english.code} is your sign-in code for Lindqvist Home`);
    expect(english.message.html).to.contain('lang="en-GB"');
  });

  it('answers an address with an account exactly as one without (no account discovery)', async () => {
    await signIn(f, 'known@example.com');
    const known = await askCode(f, 'known@example.com');
    const unknown = await askCode(f, 'nobody-yet@example.com');
    expect(known.answer.status).to.equal(unknown.answer.status);
    expect(Object.keys(known.answer.body).sort()).to.deep.equal(Object.keys(unknown.answer.body).sort());
    expect(known.answer.body.expiresAt).to.equal(unknown.answer.body.expiresAt);
    expect(known.message.subject.replace(/\d{6}/, '')).to.equal(unknown.message.subject.replace(/\d{6}/, ''));
  });

  it('signs in with the code once: a session token for this shop, the account made on the first sign-in', async () => {
    const { answer, code } = await askCode(f, 'Bea@Example.com');
    const session = await verify({ challengeId: answer.body.challengeId, code });
    expect(session.status).to.equal(200);
    expect(session.body.token).to.match(/^shop_ct_demo_[0-9a-z]{43}$/);
    expect(session.body.customer).to.include({ email: 'Bea@Example.com', orderCount: 0 });
    expect(Date.parse(session.body.refreshAfter) - clock).to.equal(60 * MINUTE);
    const me = await f.call('GET', '/v2/customer', asCustomer(session.body.token));
    expect(me.body.id).to.equal(session.body.customer.id);
    const again = await verify({ challengeId: answer.body.challengeId, code });
    expect(again.status).to.equal(422);
    expect(again.body.error.details).to.include({ reason: 'used', field: 'code' });
    const second = await signIn(f, 'bea@example.com');
    expect(second.customer.id, 'the same account in any case').to.equal(session.body.customer.id);
    const stored = await f.platform.db.kysely.selectFrom('signInChallenges').selectAll().execute();
    expect(JSON.stringify(stored)).not.to.contain(code);
  });

  it('signs in with the link once, and refuses the link used again', async () => {
    const { message } = await askCode(f, 'cleo@example.com', { returnUrl: 'https://shop.example/account' });
    const [challengeId, linkSecret] = /#shopkit-sign-in=([^.\s]+)\.(\w+)/.exec(message.text)!.slice(1);
    expect((await verify({ challengeId, linkSecret })).status).to.equal(200);
    const reused = await verify({ challengeId, linkSecret });
    expect(reused.status).to.equal(422);
    expect(reused.body.error.details.reason).to.equal('used');
  });

  const badAddresses: Array<[string, string, RegExp]> = [
    ['a malformed address', 'ann@', /e-mail address/],
    ['markup in an address', '"><svg/onload=alert(1)>@x.se', /e-mail address/],
    ['a control character', 'a\u0001b@x.se', /e-mail address/],
    ['a 300-character address', `${'a'.repeat(288)}@example.com`, /at most 254/],
  ];
  for (const [label, email, rule] of badAddresses) {
    it(`refuses ${label} with 400 naming email, sending and keeping nothing`, async () => {
      const before = lastMessageId(f);
      const challenges = await countChallenges();
      const answer = await f.call('POST', '/v2/customer/sign-in', { body: { email } });
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details.field).to.equal('email');
      expect(answer.body.error.message).to.match(rule);
      expect(await countChallenges()).to.equal(challenges);
      expect(lastMessageId(f)).to.equal(before);
    });
  }

  it('refuses a code with letters (400 naming code) without counting it as a try', async () => {
    const { answer } = await askCode(f, 'dan@example.com');
    const lettered = await verify({ challengeId: answer.body.challengeId, code: '12a456' });
    expect(lettered.status).to.equal(400);
    expect(lettered.body.error.details.field).to.equal('code');
    expect(lettered.body.error.message).to.contain('the 6 digits from the e-mail');
    const lock = await f.platform.db.kysely
      .selectFrom('signInLocks')
      .selectAll()
      .where('emailKey', '=', 'dan@example.com')
      .execute();
    expect(lock).to.deep.equal([]);
  });

  it('counts five wrong codes down, refuses the sixth as locked and says until when, then lets the address in again', async () => {
    const { answer, code } = await askCode(f, 'eve@example.com');
    const challengeId = answer.body.challengeId;
    const left: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await verify({ challengeId, code: wrongCode(code) });
      expect(wrong.status).to.equal(422);
      expect(wrong.body.error.details.reason).to.equal('incorrect');
      left.push(wrong.body.error.details.attemptsLeft);
    }
    expect(left).to.deep.equal([4, 3, 2, 1, 0]);
    const lockedUntil = new Date(clock + 15 * MINUTE).toISOString();
    const sixth = await verify({ challengeId, code: wrongCode(code) });
    expect(sixth.status).to.equal(422);
    expect(sixth.body.error.details).to.deep.equal({ field: 'code', reason: 'locked', lockedUntil });
    expect(sixth.body.error.message).to.contain(lockedUntil);
    const right = await verify({ challengeId, code });
    expect(right.body.error.details.reason, 'the right code is refused while locked').to.equal('locked');
    const asked = await f.call('POST', '/v2/customer/sign-in', { body: { email: 'eve@example.com' } });
    expect(asked.body.error.details).to.include({ reason: 'locked', lockedUntil });
    clock += 16 * MINUTE;
    await signIn(f, 'eve@example.com');
  });

  it('refuses 1,000 guesses at one address after the fifth, the right code among them', async function () {
    this.timeout(180_000);
    const { answer, code } = await askCode(f, 'guess@example.com');
    const outcomes = new Map<string, number>();
    for (let guess = 0; guess < 1000; guess++) {
      const tried =
        guess === 500
          ? code
          : String(guess).padStart(6, '0') === code
            ? wrongCode(code)
            : String(guess).padStart(6, '0');
      const result = await verify({ challengeId: answer.body.challengeId, code: tried });
      const reason = result.status === 200 ? 'signed in' : result.body.error.details.reason;
      outcomes.set(reason, (outcomes.get(reason) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).to.deep.equal({ incorrect: 5, locked: 995 });
    clock += 16 * MINUTE;
  });

  it('refuses an expired code, and an unknown challenge', async () => {
    const { answer, code } = await askCode(f, 'fay@example.com');
    clock += 10 * MINUTE;
    const late = await verify({ challengeId: answer.body.challengeId, code });
    expect(late.body.error.details).to.deep.equal({ field: 'code', reason: 'expired' });
    const unknown = await verify({ challengeId: 'sic_unknown', code });
    expect(unknown.body.error.details).to.deep.equal({ field: 'challengeId', reason: 'unknown' });
  });

  it('sends at most five codes an hour to one address, and says when the next may be asked for', async () => {
    const first = clock;
    for (let n = 0; n < 5; n++) {
      await askCode(f, 'gus@example.com');
      clock += MINUTE;
    }
    const sixth = await f.call('POST', '/v2/customer/sign-in', { body: { email: 'gus@example.com' } });
    expect(sixth.status).to.equal(422);
    expect(sixth.body.error.details).to.deep.equal({
      field: 'email',
      reason: 'too_many_codes',
      retryAt: new Date(first + 60 * MINUTE).toISOString(),
    });
    clock = first + 61 * MINUTE;
    await askCode(f, 'gus@example.com');
  });

  it('refuses a token of another shop, a malformed token and none at all', async () => {
    const { token } = await signIn(f, 'hal@example.com');
    const legacy = f.platform.keys.legacy;
    const other = await f.call('GET', '/v2/customer', asCustomer(token, { key: legacy }));
    expect(other.status).to.equal(401);
    expect(other.body.error).to.include({ code: 'session_invalid' });
    expect(other.body.error.details.reason).to.equal('other_shop');
    const forged = await f.call(
      'GET',
      '/v2/customer',
      asCustomer(token.replace('shop_ct_demo_', 'shop_ct_legacy_'), { key: legacy }),
    );
    expect(forged.body.error.details.reason).to.equal('unknown');
    expect((await f.call('GET', '/v2/customer', asCustomer('Bearer nonsense'))).body.error.details.reason).to.equal(
      'malformed',
    );
    expect((await f.call('GET', '/v2/customer')).body.error.details.reason).to.equal('missing');
  });

  it('rotates the token: the old one works for a minute, and used after that ends the session', async () => {
    const { token } = await signIn(f, 'ida@example.com');
    const rotated = await f.call('POST', '/v2/customer/session/refresh', asCustomer(token));
    expect(rotated.status).to.equal(200);
    const fresh = rotated.body.token as string;
    expect(fresh).not.to.equal(token);
    expect((await f.call('GET', '/v2/customer', asCustomer(token))).status, 'within the minute').to.equal(200);
    const twice = await f.call('POST', '/v2/customer/session/refresh', asCustomer(token));
    expect(twice.body.error.details.reason, 'a replaced token cannot rotate').to.equal('rotated');
    clock += 2 * MINUTE;
    const replayed = await f.call('GET', '/v2/customer', asCustomer(token));
    expect(replayed.body.error.details.reason).to.equal('ended');
    expect((await f.call('GET', '/v2/customer', asCustomer(fresh))).body.error.details.reason).to.equal('unknown');
  });

  it('signs out here (other sessions stay) and everywhere', async () => {
    const one = await signIn(f, 'jo@example.com');
    const two = await signIn(f, 'jo@example.com');
    const three = await signIn(f, 'jo@example.com');
    expect((await f.call('DELETE', '/v2/customer/session', asCustomer(one.token))).status).to.equal(204);
    expect((await f.call('GET', '/v2/customer', asCustomer(one.token))).status).to.equal(401);
    expect((await f.call('GET', '/v2/customer', asCustomer(two.token))).status).to.equal(200);
    expect((await f.call('DELETE', '/v2/customer/sessions', asCustomer(two.token))).status).to.equal(204);
    expect((await f.call('GET', '/v2/customer', asCustomer(three.token))).status).to.equal(401);
  });

  it('ends a session 7 days after its token was last rotated, and 30 days after signing in', async () => {
    const idle = await signIn(f, 'kim@example.com');
    clock += 7 * 24 * 60 * MINUTE;
    expect((await f.call('GET', '/v2/customer', asCustomer(idle.token))).body.error.details.reason).to.equal('expired');
    let { token } = await signIn(f, 'kim@example.com');
    for (let day = 0; day < 29; day++) {
      clock += 24 * 60 * MINUTE;
      token = (await f.call('POST', '/v2/customer/session/refresh', asCustomer(token))).body.token;
    }
    clock += 24 * 60 * MINUTE;
    expect((await f.call('GET', '/v2/customer', asCustomer(token))).body.error.details.reason).to.equal('expired');
  });

  it('tells the shopper to try again when the mail server is down, and keeps nothing', async () => {
    const catcher = f.platform.mail.catcher!;
    const before = await snapshotState(f);
    const challenges = await countChallenges();
    catcher.setAvailable(false);
    try {
      const down = await f.call('POST', '/v2/customer/sign-in', {
        body: { email: 'lou@example.com' },
        idempotencyKey: 'sign-in-while-down',
      });
      expect(down.status).to.equal(503);
      expect(down.body.error).to.include({ code: 'mail_unavailable' });
      expect(down.body.error.message).to.contain('try again');
      expect(await countChallenges()).to.equal(challenges);
      expect(await snapshotState(f)).to.equal(before);
    } finally {
      catcher.setAvailable(true);
    }
    const after = lastMessageId(f);
    const retried = await f.call('POST', '/v2/customer/sign-in', {
      body: { email: 'lou@example.com' },
      idempotencyKey: 'sign-in-while-down',
    });
    expect(retried.status, 'the same Idempotency-Key runs again').to.equal(202);
    expect(readCode(await nextMessage(f, 'lou@example.com', after))).to.match(/^\d{6}$/);
  });
});

describe('platform: sign-in limits per client network', () => {
  it('refuses a network asking for codes too fast with 429 and Retry-After', async () => {
    const f = await startFixture({ rateLimits: { 'address.sign-in': { count: 2, windowMs: 60_000 } } });
    try {
      await askCode(f, 'm1@example.com');
      await askCode(f, 'm2@example.com');
      const third = await f.call('POST', '/v2/customer/sign-in', { body: { email: 'm3@example.com' } });
      expect(third.status).to.equal(429);
      expect(third.headers.get('retry-after')).to.match(/^\d+$/);
      expect(third.body.error.details.limit).to.equal('address.sign-in');
    } finally {
      await f.close();
    }
  });
});
