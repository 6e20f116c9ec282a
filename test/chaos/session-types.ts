// The vocabulary of a chaos session: a plan of steps, each step a group of operations started together against the
// same client (a group of one is a plain sequential action). Cart operations name a variant, never a line id: the
// line id is looked up at run time from the cart the client last saw.

export interface ChaosVariant {
  productId: string;
  variantId: string;
  /** The product has only this variant, so an add may omit `variantId`. */
  single: boolean;
}

export type ChaosOp =
  | { kind: 'add'; variant: ChaosVariant; quantity: number | undefined; omitVariantId: boolean }
  | { kind: 'update'; variant: ChaosVariant; quantity: number }
  | { kind: 'remove'; variant: ChaosVariant }
  | { kind: 'currency'; currency: string | null }
  | { kind: 'read' }
  | { kind: 'checkout' };

export type ChaosStep = ChaosOp[];

export interface ChaosSessionPlan {
  index: number;
  seed: number;
  steps: ChaosStep[];
}

export interface GenerateOptions {
  variants: readonly ChaosVariant[];
  /** Currency codes to switch between; `null` (the shop's own) is always a choice too. */
  currencies: readonly string[];
  minSteps: number;
  maxSteps: number;
  /** Largest group of operations started together. */
  maxConcurrency: number;
  /** A line never grows past this, so stock and the 999 cap never refuse an add. */
  maxLineQuantity: number;
}

export const DEFAULT_GENERATE_OPTIONS = {
  minSteps: 4,
  maxSteps: 10,
  maxConcurrency: 4,
  maxLineQuantity: 30,
} as const;

/** One line of text per operation, for replay logs and failure reports. */
export function describeOp(op: ChaosOp): string {
  switch (op.kind) {
    case 'add':
      return `add ${op.variant.variantId}${op.omitVariantId ? ' (variant omitted)' : ''} x${op.quantity ?? 'default'}`;
    case 'update':
      return `update ${op.variant.variantId} to ${op.quantity}`;
    case 'remove':
      return `remove ${op.variant.variantId}`;
    case 'currency':
      return `currency ${op.currency ?? 'shop default'}`;
    case 'read':
      return 'read current cart';
    case 'checkout':
      return 'start checkout';
  }
}
