// Every public type of the Shopkit client core, one file per resource under src/types/ (records mirror docs/design.md
// ("Records"); config and client mirror the specification's tables plus the "Client API surface beyond the spec's
// tables" section). src/index.ts re-exports them all under these names.
export type * from './types/shop.ts';
export type * from './types/catalogue.ts';
export type * from './types/cart.ts';
export type * from './types/checkout.ts';
export type * from './types/consent.ts';
export type * from './types/account.ts';
export type * from './types/storage.ts';
export type * from './types/wire.ts';
export type * from './types/config.ts';
export type * from './types/client.ts';
