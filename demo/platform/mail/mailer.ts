// Sends the platform's e-mail over SMTP with nodemailer: to the server of `SMTP_URL` in production (`smtp://` with
// STARTTLS when the server offers it, `smtps://` for TLS from the start, credentials in the URL), or to the local mail
// catcher. A message the server did not accept within the timeouts throws MailUnavailable, whose message names the
// server without its credentials; nothing here logs a message's content or a password.
import { createTransport } from 'nodemailer';

export interface MailMessage {
  /** The sender's name shown with the platform's address (the shop's name). */
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Hands one message to the SMTP server; resolves once the server accepted it. */
  send(message: MailMessage): Promise<void>;
  /** The server without credentials, for the start banner (`smtp://127.0.0.1:4310`). */
  readonly description: string;
  close(): void;
}

export class MailUnavailable extends Error {
  override readonly name = 'MailUnavailable';
}

export interface MailerOptions {
  /** `smtp://user:password@host:port` or `smtps://…`. */
  url: string;
  /** The sender's address (`shop@example.com`); each message shows it with the shop's name. */
  from: string;
  /** Connection, greeting and idle deadlines in ms (default 10 s each). */
  timeoutMs?: number;
}

/** The server of an SMTP URL without its user and password; throws naming the option when it is not one. */
export function describeSmtpUrl(url: string, field = 'SMTP_URL'): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RangeError(`${field} must be an smtp:// or smtps:// URL (got a value that is not a URL)`);
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new RangeError(`${field} must be an smtp:// or smtps:// URL (got ${parsed.protocol}//…)`);
  return `${parsed.protocol}//${parsed.host}`;
}

export function createMailer(options: MailerOptions): Mailer {
  const description = describeSmtpUrl(options.url);
  const timeout = options.timeoutMs ?? 10_000;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    description,
    async send(message) {
      try {
        const { fromName, ...content } = message;
        await transport.sendMail({ from: { name: fromName, address: options.from }, ...content });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailUnavailable(`the mail server ${description} did not take the message: ${redact(reason)}`, {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}

/** Whatever a transport error quotes, never a URL's credentials. */
const redact = (text: string): string => text.replace(/(smtps?:\/\/)[^@\s/]*@/gi, '$1');
