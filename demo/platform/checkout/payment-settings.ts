// How the local platform's payment provider confirms a payment, like a real provider's asynchronous confirmation
// (a bank transfer, a 3-D Secure challenge finished later, a wallet): `instant` (the default) confirms while the
// shopper pays; `delayed` confirms `delayMs` after the shopper paid; `manual` waits until the provider is told to
// (`POST /admin/sessions/<id>/confirm-payment`). Until then the session is `processing`: paid, stock taken, the order
// number given, but no order yet. Set with `PUT /admin/payments` or `startPlatform({payments})`.

export type PaymentConfirmation = 'instant' | 'delayed' | 'manual';

export interface PaymentSettings {
  confirmation: PaymentConfirmation;
  delayMs: number;
}

export interface PaymentController {
  settings(): PaymentSettings;
  set(next: Record<string, unknown>): PaymentSettings;
  /** For a payment made at `now`: 'now' (instant), the time it will be confirmed (delayed), or null (manual). */
  confirmAt(now: number): 'now' | number | null;
}

export const INSTANT_PAYMENTS: PaymentSettings = Object.freeze({ confirmation: 'instant', delayMs: 0 });
/** A day: longer than any test or demo waits, short enough that a mistyped value cannot park a payment for good. */
export const MAX_PAYMENT_DELAY_MS = 86_400_000;
const CONFIRMATIONS: readonly string[] = ['instant', 'delayed', 'manual'];

/** Checks every field (its name and value in the message) and returns complete settings. */
export function normalizePayments(input: Record<string, unknown>): PaymentSettings {
  const out: PaymentSettings = { ...INSTANT_PAYMENTS };
  for (const [field, value] of Object.entries(input)) {
    if (field === 'confirmation') {
      if (typeof value !== 'string' || !CONFIRMATIONS.includes(value))
        throw new RangeError(`payments.confirmation must be instant, delayed or manual (got ${JSON.stringify(value)})`);
      out.confirmation = value as PaymentConfirmation;
    } else if (field === 'delayMs') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PAYMENT_DELAY_MS)
        throw new RangeError(
          `payments.delayMs must be an integer from 0 to ${MAX_PAYMENT_DELAY_MS} (got ${JSON.stringify(value)})`,
        );
      out.delayMs = value;
    } else throw new RangeError(`payments.${field} is not a payment setting`);
  }
  return out;
}

export function createPaymentController(initial: Record<string, unknown> = {}): PaymentController {
  let current = normalizePayments(initial);
  return {
    settings: () => ({ ...current }),
    set(next) {
      current = normalizePayments({ ...current, ...next });
      return { ...current };
    },
    confirmAt(now) {
      if (current.confirmation === 'instant') return 'now';
      return current.confirmation === 'delayed' ? now + current.delayMs : null;
    },
  };
}
