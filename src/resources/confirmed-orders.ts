// The orders this browser placed, remembered under `<prefix>_orders` so a reload of the thank-you page shows the
// order again and reports it only once: `<orderNumber>:<sessionId>[:r]` entries (each part URI-encoded) joined by
// `,`, newest last, `:r` once the order was reported. Bounded to the newest MAX_REMEMBERED_ORDERS entries and
// MAX_REMEMBERED_CHARS characters, so it fits in a cookie next to the others.
import type { StorageAdapter } from '../types.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';

export const MAX_REMEMBERED_ORDERS = 10;
export const MAX_REMEMBERED_CHARS = 1500;
const MAX_PART = 128;

export interface RememberedOrder {
  orderNumber: string;
  sessionId: string;
  reported: boolean;
}

export interface ConfirmedOrders {
  find(orderNumber: string): Promise<RememberedOrder | null>;
  /** Remembers the order (reported or not); resolves to whether it had been reported before. */
  remember(order: RememberedOrder): Promise<boolean>;
}

function decodePart(part: string): string | null {
  try {
    const value = decodeURIComponent(part);
    return value !== '' && value.length <= MAX_PART ? value : null;
  } catch {
    return null;
  }
}

/** Entries of a stored value; malformed ones are skipped, so a hand-edited cookie cannot break the page. */
export function parseRememberedOrders(value: string | null): RememberedOrder[] {
  return (value ?? '').split(',').flatMap((entry) => {
    const [number = '', session = '', flag, ...rest] = entry.split(':');
    const orderNumber = decodePart(number);
    const sessionId = decodePart(session);
    const valid = orderNumber && sessionId && (flag === undefined || flag === 'r') && rest.length === 0;
    return valid ? [{ orderNumber, sessionId, reported: flag === 'r' }] : [];
  });
}

/** The newest entries that fit both bounds. */
export function serializeRememberedOrders(orders: RememberedOrder[]): string {
  const entries = orders
    .slice(-MAX_REMEMBERED_ORDERS)
    .map(
      (order) =>
        `${encodeURIComponent(order.orderNumber)}:${encodeURIComponent(order.sessionId)}${order.reported ? ':r' : ''}`,
    );
  while (entries.join(',').length > MAX_REMEMBERED_CHARS) entries.shift();
  return entries.join(',');
}

export function createConfirmedOrders(storage: StorageAdapter, key: string, ttlSeconds: number): ConfirmedOrders {
  const read = async () => parseRememberedOrders(await readValue(storage, key));
  return {
    async find(orderNumber) {
      return (await read()).find((order) => order.orderNumber === orderNumber) ?? null;
    },
    async remember(order) {
      const orders = await read();
      const earlier = orders.find((entry) => entry.orderNumber === order.orderNumber);
      const reported = earlier?.reported ?? false;
      const rest = orders.filter((entry) => entry !== earlier);
      if (order.orderNumber.length <= MAX_PART && order.sessionId.length <= MAX_PART)
        rest.push({ ...order, reported: reported || order.reported });
      await writeValue(storage, key, serializeRememberedOrders(rest), ttlSeconds);
      return reported;
    },
  };
}
