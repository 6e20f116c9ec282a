// The platform's e-mail, started with it: a mailer for `smtpUrl` (SMTP_URL in production), or, when none is given,
// the local mail catcher on its own ports and a mailer that sends to it (local development: nothing is delivered, the
// catcher's page shows every message). The mail outbox sends order confirmations through the same mailer.
import type { Database } from '../db/database.ts';
import type { ServerTimeouts } from '../http/server-limits.ts';
import { startMailCatcher, type MailCatcher } from './catcher/start-mail-catcher.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { startMailOutbox, type MailOutbox } from './start-mail-outbox.ts';

export interface MailOptions {
  /** `smtp://user:password@host:587` or `smtps://…`; omitted: the local mail catcher. */
  smtpUrl?: string;
  /** The sender's address (default `shop@localhost` for the catcher; set it with a real server). */
  from?: string;
  /** Each SMTP deadline in ms (default 10 s). */
  timeoutMs?: number;
}

export interface PlatformMail {
  mailer: Mailer;
  /** The local catcher, when no SMTP URL was given. */
  catcher: MailCatcher | null;
  outbox: MailOutbox;
  close(): Promise<void>;
}

export interface MailStart {
  db: Database;
  host: string;
  ports: { mail?: number; smtp?: number };
  timeouts: ServerTimeouts;
  now: () => number;
}

export async function startPlatformMail(options: MailOptions, start: MailStart): Promise<PlatformMail> {
  const catcher = options.smtpUrl
    ? null
    : await startMailCatcher({
        host: start.host,
        smtpPort: start.ports.smtp ?? 0,
        httpPort: start.ports.mail ?? 0,
        timeouts: start.timeouts,
      });
  const mailer = createMailer({
    url: options.smtpUrl ?? catcher!.smtpUrl,
    from: options.from ?? 'shop@localhost',
    timeoutMs: options.timeoutMs,
  });
  const outbox = startMailOutbox(start.db, mailer, start.now);
  return {
    mailer,
    catcher,
    outbox,
    async close() {
      await outbox.stop();
      mailer.close();
      await catcher?.close();
    },
  };
}
