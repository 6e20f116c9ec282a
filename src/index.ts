// Public barrel of the Shopkit client core: named re-exports only. Not re-exported = internal.
export type * from './types.ts';
