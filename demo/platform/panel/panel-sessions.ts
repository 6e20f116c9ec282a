// The control panel's login: one local admin password (made at start unless given), cookie sessions with random
// tokens (HttpOnly, SameSite=Strict, Path=/panel). Passwords and tokens are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const PANEL_COOKIE = 'shopkit_panel';

export interface PanelSession {
  token: string;
  shopId: string;
  /** A just-created REST key, shown by the next page view of Settings: API and then forgotten. */
  newKey?: string;
}

export interface PanelSessions {
  readonly password: string;
  login(password: string): PanelSession | null;
  find(req: IncomingMessage): PanelSession | null;
  logout(token: string): void;
  cookie(session: PanelSession | null): string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function createPanelSessions(password = randomBytes(12).toString('base64url'), secure = false): PanelSessions {
  const sessions = new Map<string, PanelSession>();
  const expected = digest(password);
  return {
    password,
    login(given) {
      if (!timingSafeEqual(digest(given), expected)) return null;
      const session = { token: randomBytes(24).toString('base64url'), shopId: 'demo' };
      sessions.set(session.token, session);
      return session;
    },
    find(req) {
      const cookies = (req.headers.cookie ?? '').split(';').map((part) => part.trim().split('='));
      const token = cookies.find(([name]) => name === PANEL_COOKIE)?.[1] ?? '';
      return sessions.get(token) ?? null;
    },
    logout(token) {
      sessions.delete(token);
    },
    cookie(session) {
      const flags = `Path=/panel; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
      return session ? `${PANEL_COOKIE}=${session.token}; ${flags}` : `${PANEL_COOKIE}=; ${flags}; Max-Age=0`;
    },
  };
}
