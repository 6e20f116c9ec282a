// The shape of the tag table (components/define.ts): one entry per element, read by the element registry and by the
// modules it uses (load-state.ts, page-reads.ts), kept apart so those need not import the registry back.

export interface ShopElementEntry {
  load(): Promise<object>;
  reserve?: string;
  parts?: readonly string[];
}
export type ShopElementTable = Readonly<Record<string, ShopElementEntry>>;
