// The local mail catcher: an SMTP server (smtp-server) that accepts every message, reads it with mailparser and keeps
// it in memory (the newest 200), and a web page that shows what was sent, so a merchant trying the demo reads their
// sign-in code there. It never delivers anything. Both listen on loopback by default; `setAvailable(false)` makes the
// SMTP server refuse connections, as a mail server that is down does (the tests use it).
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listen } from '../../http/listen.ts';
import type { ServerTimeouts } from '../../http/server-limits.ts';
import { createCaughtMail, type CaughtMail } from './caught-mail.ts';
import { createCatcherListener } from './catcher-pages.ts';

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what the platform sends through. */
  smtpUrl: string;
  /** The page that lists the messages. */
  url: string;
  mail: CaughtMail;
  /** false: the SMTP server answers every connection "421 service not available". */
  setAvailable(available: boolean): void;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  host?: string;
  /** 0 (default) takes any free port. */
  smtpPort?: number;
  httpPort?: number;
  timeouts?: ServerTimeouts;
  /** Messages kept (default 200). */
  maxMessages?: number;
}

/** A message larger than this is refused (the platform's own messages are a few kilobytes). */
export const MAX_MESSAGE_BYTES = 256 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ');

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const mail = createCaughtMail(options.maxMessages);
  let available = true;
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    maxClients: 50,
    socketTimeout: 30_000,
    onAuth: (auth, _session, done) => done(null, { user: auth.username ?? 'anyone' }),
    onConnect: (_session, done) =>
      done(available ? null : Object.assign(new Error('service not available'), { responseCode: 421 })),
    onData(stream, session, done) {
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) return done(Object.assign(new Error('message too large'), { responseCode: 552 }));
          mail.add({
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  let page;
  try {
    page = await listen(createCatcherListener(mail), host, options.httpPort ?? 0, options.timeouts);
  } catch (error) {
    await new Promise<void>((done) => smtp.close(() => done()));
    throw error;
  }
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    smtpUrl: `smtp://${shownHost}:${smtpPort}`,
    url: page.url,
    mail,
    setAvailable(value) {
      available = value;
    },
    async close() {
      await Promise.all([page.close(), new Promise<void>((done) => smtp.close(() => done()))]);
    },
  };
}
