// The embedded checkout's postMessage protocol, host side (docs/design.md, "Embedded checkout"). Every message is
// `{protocol: 'shopkit-checkout', version: 1, sessionId, type, ...}`. The caller checks the sender (exact origin and
// window) first; this module checks the shape, and anything else reads as null. It never throws, whatever arrives.

export const CHECKOUT_PROTOCOL = 'shopkit-checkout';
export const CHECKOUT_PROTOCOL_VERSION = 1;
/**
 * The iframe's sandbox: exactly what the hosted checkout needs, its one script, its payment form, and its own origin
 * (its cookies work, and its messages carry that origin instead of an opaque `null`, so the host can check it).
 */
export const CHECKOUT_SANDBOX = 'allow-scripts allow-forms allow-same-origin';
/** Taller than any real checkout; a larger height is junk. */
export const MAX_FRAME_HEIGHT = 50_000;

const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[a-z_]{1,32}$/;

/** What the frame tells the host page. */
export type FrameMessage =
  | { type: 'ready'; height: number | null }
  | { type: 'resize'; height: number }
  | { type: 'complete'; orderNumber: string | null }
  | { type: 'error'; code: string }
  | { type: 'empty' };

/** What the host page tells the frame. */
export type HostMessage = { type: 'focus' };

function readHeight(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_FRAME_HEIGHT
    ? Math.ceil(value)
    : null;
}

function readMessage(data: Record<string, unknown>): FrameMessage | null {
  switch (data.type) {
    case 'ready':
      return { type: 'ready', height: readHeight(data.height) };
    case 'resize': {
      const height = readHeight(data.height);
      return height === null ? null : { type: 'resize', height };
    }
    case 'complete': {
      const number = data.orderNumber;
      if (number !== undefined && number !== null && !(typeof number === 'string' && ORDER_NUMBER.test(number)))
        return null;
      return { type: 'complete', orderNumber: (number as string | null | undefined) ?? null };
    }
    case 'error':
      return typeof data.code === 'string' && CODE.test(data.code) ? { type: 'error', code: data.code } : null;
    case 'empty':
      return { type: 'empty' };
    default:
      return null;
  }
}

/** The frame's message for this session, or null for anything that is not one. */
export function parseFrameMessage(data: unknown, sessionId: string): FrameMessage | null {
  try {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const record = data as Record<string, unknown>;
    const ours =
      record.protocol === CHECKOUT_PROTOCOL &&
      record.version === CHECKOUT_PROTOCOL_VERSION &&
      record.sessionId === sessionId;
    return ours ? readMessage(record) : null;
  } catch {
    return null;
  }
}

/**
 * The frame's message in a `message` event, or null: only from the frame's own window, only from the checkout's exact
 * origin, only in the protocol's shape for this session.
 */
export function acceptFrameMessage(
  event: MessageEvent,
  embed: { origin: string; sessionId: string },
  frame: HTMLIFrameElement,
): FrameMessage | null {
  if (event.source === null || event.source !== frame.contentWindow || event.origin !== embed.origin) return null;
  return parseFrameMessage(event.data, embed.sessionId);
}

/** A message for the frame, in the protocol's envelope. */
export function createHostMessage(message: HostMessage, sessionId: string): Record<string, unknown> {
  return { protocol: CHECKOUT_PROTOCOL, version: CHECKOUT_PROTOCOL_VERSION, sessionId, ...message };
}
