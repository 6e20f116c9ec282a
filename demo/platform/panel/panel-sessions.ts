// The control panel's login: one local admin password (made at start unless given), cookie sessions with random
// tokens (HttpOnly, SameSite=Strict, Path=/panel, Secure over HTTPS, Max-Age the absolute lifetime). A session ends
// after IDLE_MS without a request or ABSOLUTE_MS after login, whichever comes first; at most MAX_SESSIONS live at
// once (the least recently used goes). Passwords and tokens are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PanelMessage } from './panel-messages.ts';

export const PANEL_COOKIE = 'shopkit_panel';

export const PANEL_SESSION_DEFAULTS = Object.freeze({
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  maxSessions: 100,
});

export interface PanelSession {
  token: string;
  shopId: string;
  createdAt: number;
  lastSeenAt: number;
  /** A just-created REST key, shown by the next page view of Settings: API and then forgotten. */
  newKey?: string;
  /** The message of the last form post, shown once by the page it redirected to (panel-messages.ts). */
  message?: PanelMessage;
}

export interface PanelSessionOptions {
  password?: string;
  now?: () => number;
  idleMs?: number;
  absoluteMs?: number;
  maxSessions?: number;
}

export interface PanelSessions {
  readonly password: string;
  login(password: string): PanelSession | null;
  find(req: IncomingMessage): PanelSession | null;
  logout(token: string): void;
  /** The Set-Cookie value for a new session (or for ending one: null); `secure` when served over HTTPS. */
  cookie(session: PanelSession | null, secure: boolean): string;
  readonly size: number;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function createPanelSessions(options: PanelSessionOptions = {}): PanelSessions {
  const password = options.password ?? randomBytes(12).toString('base64url');
  const now = options.now ?? Date.now;
  const { idleMs, absoluteMs, maxSessions } = { ...PANEL_SESSION_DEFAULTS, ...options };
  const sessions = new Map<string, PanelSession>();
  const expected = digest(password);
  const alive = (s: PanelSession, at: number) => at - s.lastSeenAt < idleMs && at - s.createdAt < absoluteMs;
  return {
    password,
    login(given) {
      if (!timingSafeEqual(digest(given), expected)) return null;
      const at = now();
      for (const [token, session] of sessions) if (!alive(session, at)) sessions.delete(token);
      const session = { token: randomBytes(24).toString('base64url'), shopId: 'demo', createdAt: at, lastSeenAt: at };
      sessions.set(session.token, session);
      if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
      return session;
    },
    find(req) {
      const cookies = (req.headers.cookie ?? '').split(';').map((part) => part.trim().split('='));
      const token = cookies.find(([name]) => name === PANEL_COOKIE)?.[1] ?? '';
      const session = sessions.get(token);
      if (!session) return null;
      sessions.delete(token);
      const at = now();
      if (!alive(session, at)) return null;
      session.lastSeenAt = at;
      sessions.set(token, session);
      return session;
    },
    logout(token) {
      sessions.delete(token);
    },
    cookie(session, secure) {
      const flags = `Path=/panel; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
      return session
        ? `${PANEL_COOKIE}=${session.token}; ${flags}; Max-Age=${Math.floor(absoluteMs / 1000)}`
        : `${PANEL_COOKIE}=; ${flags}; Max-Age=0`;
    },
    get size() {
      return sessions.size;
    },
  };
}
