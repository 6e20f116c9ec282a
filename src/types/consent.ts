// Consent: the categories, the state the client keeps, the platform's receipt and `client.consent`.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { RequestOptions } from './wire.ts';

export interface ConsentCategories {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentState {
  decided: boolean;
  revision: number;
  categories: ConsentCategories;
  decidedAt?: Date;
  /** The random id of this decision (a version 4 UUID); absent when undecided or decided before ids existed. */
  consentId?: string;
}

/** The platform's answer to `consent.record()`: the id and when the record was first stored (ISO 8601). */
export interface ConsentReceipt {
  consentId: string;
  recordedAt: string;
}

export interface ShopkitConsentConfig {
  revision?: number;
  cookieName?: string;
}

export interface ConsentResource {
  readonly enabled: boolean;
  readonly revision: number;
  readonly cookieName: string;
  read(): Promise<ConsentState>;
  write(choice: ConsentChoice): Promise<ConsentState>;
  /** Stores a decision made with `write()` in the shop's consent log (`POST /v2/consent`); idempotent per consentId. */
  record(state: ConsentState, options?: RequestOptions): Promise<ConsentReceipt>;
  onChange(listener: (state: ConsentState) => void): () => void;
}
