// The messages the control panel shows after a form post, in one table: a code, whether it is a notice (role=status)
// or an error (role=alert), and its text. A post redirects to `<page>?notice=<code>` (or `?error=<code>`) and keeps
// the message's details (an order number, a product name, why a URL was refused) in the session, server-side; the
// next view of a page with that code shows the text once. Nothing a link carries is ever shown: free text, an unknown
// code, or a code this session's last post did not leave, shows nothing.
type Details = Record<string, string>;
const notice = <D extends Details = Details>(text: (details: D) => string) => ({ kind: 'notice' as const, text });
const error = <D extends Details = Details>(text: (details: D) => string) => ({ kind: 'error' as const, text });

export const PANEL_MESSAGES = {
  'order-updated': notice<{ number: string; status: string }>(({ number, status }) => `Order ${number} is ${status}.`),
  'order-not-new': error(() => 'That order is no longer new.'),
  'product-added': notice<{ name: string }>(({ name }) => `Added ${name}.`),
  'product-saved': notice<{ name: string }>(({ name }) => `Saved ${name}.`),
  'product-deleted': notice<{ name: string }>(({ name }) => `Deleted ${name}.`),
  'product-missing': error(() => 'No such product.'),
  'product-delete-unconfirmed': error<{ name: string }>(({ name }) => `Confirm that ${name} should be deleted.`),
  'discount-created': notice<{ code: string }>(({ code }) => `Created ${code}.`),
  'discount-saved': notice<{ code: string }>(({ code }) => `Saved ${code}.`),
  'discount-disabled': notice<{ code: string }>(({ code }) => `${code} is disabled.`),
  'discount-enabled': notice<{ code: string }>(({ code }) => `${code} is enabled.`),
  'discount-missing': error(() => 'No such discount code.'),
  'shipping-method-added': notice<{ name: string }>(({ name }) => `Added ${name}.`),
  'shipping-method-saved': notice<{ name: string }>(({ name }) => `Saved ${name}.`),
  'shipping-method-deleted': notice<{ name: string }>(({ name }) => `${name} is deleted.`),
  'shipping-method-missing': error(() => 'No such shipping method.'),
  'api-key-created': notice(() => 'API key created.'),
  'api-key-revoked': notice(() => 'API key revoked.'),
  'api-key-missing': error(() => 'No such active key.'),
  'publishable-key-rotated': notice(() => 'Publishable key rotated; the old key answers 401 from now on.'),
  'origins-saved': notice(() => 'Storefront origins saved.'),
  'origins-refused': error<{ reason: string }>(({ reason }) => reason),
  'webhooks-saved': notice(() => 'Webhook settings saved.'),
  'receiver-url-refused': error<{ reason: string }>(({ reason }) => reason),
  'test-event-answered': notice<{ event: string }>(({ event }) => `Test ${event}: answered 200.`),
  'test-event-failed': error<{ event: string; reason: string }>(
    ({ event, reason }) => `Test ${event}: failed (${reason}).`,
  ),
  'test-event-refused': error<{ reason: string }>(({ reason }) => `Test event: ${reason}`),
  'tracking-saved': notice(() => 'Tracking settings saved.'),
  'customer-deleted': notice<{ email: string; orders: string }>(({ email, orders }) =>
    orders === '0'
      ? `Deleted ${email}, who had no orders.`
      : `Deleted ${email}; ${orders === '1' ? 'their order stays' : `their ${orders} orders stay`} without their data.`,
  ),
  'customer-missing': error(() => 'No such customer.'),
  'customer-delete-unconfirmed': error<{ email: string }>(({ email }) => `Confirm that ${email} should be deleted.`),
  'unknown-action': error(() => 'No such action.'),
} as const;

export type PanelMessageCode = keyof typeof PANEL_MESSAGES;
type DetailsOf<C extends PanelMessageCode> = Parameters<(typeof PANEL_MESSAGES)[C]['text']>[0];

/** A message an action leaves for the next page view. */
export interface PanelMessage {
  code: PanelMessageCode;
  details: Details;
}

/** Where a session keeps the message of its last form post (a panel session, panel-sessions.ts). */
export interface PanelMessageSlot {
  message?: PanelMessage;
}

/** The message `code` with its details (typed per code). */
export function createPanelMessage<C extends PanelMessageCode>(code: C, details: DetailsOf<C>): PanelMessage {
  return { code, details: details as Details };
}

/** Keeps `message` in the session and answers where to redirect: `path?notice=<code>` (or `error`). */
export function leavePanelMessage(session: PanelMessageSlot, path: string, message: PanelMessage): string {
  session.message = message;
  return `${path}?${new URLSearchParams({ [PANEL_MESSAGES[message.code].kind]: message.code })}`;
}

/**
 * The notice or error to show on a page view: the text of the session's message when the query names its code as a
 * notice or error (then the message is gone), else nothing.
 */
export function takePanelMessage(
  session: PanelMessageSlot,
  query: URLSearchParams,
): { notice: string | null; error: string | null } {
  const message = session.message;
  const none = { notice: null, error: null };
  if (!message) return none;
  const { kind, text } = PANEL_MESSAGES[message.code];
  if (query.get(kind) !== message.code) return none;
  delete session.message;
  return { ...none, [kind]: (text as (details: Details) => string)(message.details) };
}
