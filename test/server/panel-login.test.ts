// The control panel's login: failed passwords throttled per client address (429 with Retry-After), sessions that end
// when idle and at an absolute age, a Secure cookie over HTTPS, and memory bounded for all of it.
import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { isSecureRequest } from '../../demo/platform/limits/resolve-client-address.ts';
import { createLoginThrottle, LOGIN_THROTTLE_DEFAULTS } from '../../demo/platform/panel/login-throttle.ts';
import { createPanelSessions, PANEL_SESSION_DEFAULTS } from '../../demo/platform/panel/panel-sessions.ts';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';

const MINUTE = 60_000;

function fakeRequest(cookie: string, encrypted = false, headers: Record<string, string> = {}): IncomingMessage {
  return { headers: { cookie, ...headers }, socket: { encrypted, remoteAddress: '127.0.0.1' } } as never;
}

const login = (platform: RunningPlatform, password: string, headers: Record<string, string> = {}) =>
  fetch(`${platform.panel.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams({ password }),
  });

describe('control panel login', () => {
  describe('the throttle', () => {
    it('lets five failures pass, then doubles the wait from 1 s up to 15 min', () => {
      let now = 0;
      const throttle = createLoginThrottle({ now: () => now });
      const delays = Array.from({ length: 18 }, () => throttle.fail('a'));
      expect(delays.slice(0, 5)).to.deep.equal([0, 0, 0, 0, 0]);
      expect(delays.slice(5, 9)).to.deep.equal([1_000, 2_000, 4_000, 8_000]);
      expect(delays.at(-1)).to.equal(LOGIN_THROTTLE_DEFAULTS.maxDelayMs);
      expect(throttle.waitMs('a')).to.equal(LOGIN_THROTTLE_DEFAULTS.maxDelayMs);
      expect(throttle.waitMs('b')).to.equal(0);
      now += LOGIN_THROTTLE_DEFAULTS.forgetAfterMs + 1;
      expect(throttle.waitMs('a')).to.equal(0);
      expect(throttle.fail('a')).to.equal(0);
    });

    it('forgets an address after a success, and remembers a bounded number of addresses', () => {
      const throttle = createLoginThrottle({ now: () => 0, freeFailures: 0 });
      throttle.fail('a');
      throttle.succeed('a');
      expect(throttle.waitMs('a')).to.equal(0);
      for (let i = 0; i < 50_000; i++) throttle.fail(`10.0.${i >> 8}.${i & 255}`);
      expect(throttle.size).to.equal(LOGIN_THROTTLE_DEFAULTS.maxTrackedAddresses);
    });
  });

  describe('sessions', () => {
    it('end after 30 idle minutes', () => {
      let now = 0;
      const sessions = createPanelSessions({ password: 'pw', now: () => now });
      const session = sessions.login('pw')!;
      const req = fakeRequest(`shopkit_panel=${session.token}`);
      now += 29 * MINUTE;
      expect(sessions.find(req)).to.equal(session);
      now += 29 * MINUTE;
      expect(sessions.find(req)).to.equal(session);
      now += PANEL_SESSION_DEFAULTS.idleMs;
      expect(sessions.find(req)).to.equal(null);
    });

    it('end 12 hours after login however active', () => {
      let now = 0;
      const sessions = createPanelSessions({ password: 'pw', now: () => now });
      const session = sessions.login('pw')!;
      const req = fakeRequest(`shopkit_panel=${session.token}`);
      while (now + 20 * MINUTE < PANEL_SESSION_DEFAULTS.absoluteMs) {
        now += 20 * MINUTE;
        expect(sessions.find(req), `at ${now / MINUTE} min`).to.equal(session);
      }
      now += 20 * MINUTE;
      expect(sessions.find(req)).to.equal(null);
    });

    it('keeps at most 100 sessions, dropping the least recently used', () => {
      const sessions = createPanelSessions({ password: 'pw', now: () => 0 });
      const first = sessions.login('pw')!;
      const second = sessions.login('pw')!;
      for (let i = 0; i < 150; i++) {
        sessions.login('pw');
        sessions.find(fakeRequest(`shopkit_panel=${first.token}`));
      }
      expect(sessions.size).to.equal(PANEL_SESSION_DEFAULTS.maxSessions);
      expect(sessions.find(fakeRequest(`shopkit_panel=${first.token}`))).to.equal(first);
      expect(sessions.find(fakeRequest(`shopkit_panel=${second.token}`))).to.equal(null);
    });

    it('marks the cookie Secure over HTTPS, directly or through a trusted proxy, and gives it the absolute age', () => {
      const sessions = createPanelSessions({ password: 'pw' });
      const session = sessions.login('pw')!;
      expect(sessions.cookie(session, true)).to.match(/; Secure; Max-Age=43200$/);
      expect(sessions.cookie(session, false)).not.to.include('Secure');
      expect(isSecureRequest(fakeRequest('', true))).to.equal(true);
      expect(isSecureRequest(fakeRequest('', false, { 'x-forwarded-proto': 'https' }))).to.equal(false);
      expect(isSecureRequest(fakeRequest('', false, { 'x-forwarded-proto': 'https' }), 1)).to.equal(true);
    });
  });

  describe('on the platform', () => {
    let platform: RunningPlatform;
    let now = Date.now();
    before(async () => {
      platform = await startPlatform({
        panelPassword: 'right-password',
        trustProxyHops: 1,
        now: () => now,
        loginThrottle: { freeFailures: 2, baseDelayMs: 60_000 },
      });
    });
    after(() => platform.close());

    it('answers 429 with Retry-After once an address has guessed wrong too often, even to the right password', async () => {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      expect((await login(platform, 'guess-1', from)).status).to.equal(401);
      expect((await login(platform, 'guess-2', from)).status).to.equal(401);
      const third = await login(platform, 'guess-3', from);
      expect(third.status).to.equal(401);
      expect(await third.text()).to.include('The next try is possible in 60 seconds');
      const blocked = await login(platform, 'right-password', from);
      expect(blocked.status).to.equal(429);
      expect(blocked.headers.get('retry-after')).to.equal('60');
      expect(await blocked.text()).to.include('Too many wrong passwords');
      expect((await login(platform, 'right-password', { 'x-forwarded-for': '203.0.113.10' })).status).to.equal(303);
      now += 60_000;
      expect((await login(platform, 'right-password', from)).status).to.equal(303);
    });

    it('sends an expired session back to the login page', async () => {
      const answer = await login(platform, 'right-password', { 'x-forwarded-for': '203.0.113.11' });
      const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
      const orders = () => fetch(`${platform.panel.url}/orders`, { redirect: 'manual', headers: { cookie } });
      expect((await orders()).status).to.equal(200);
      now += PANEL_SESSION_DEFAULTS.idleMs + 1;
      const after = await orders();
      expect(after.status).to.equal(303);
      expect(after.headers.get('location')).to.equal('/panel/login');
    });

    it('sets Secure on the cookie when the trusted proxy says the panel was reached over HTTPS', async () => {
      const answer = await login(platform, 'right-password', {
        'x-forwarded-for': '203.0.113.12',
        'x-forwarded-proto': 'https',
      });
      expect(answer.headers.get('set-cookie')).to.include('; Secure');
    });
  });
});
