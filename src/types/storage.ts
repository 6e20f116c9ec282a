// Storage: the adapter interface every storage implements, cookies, and the `storage` option.
// Public types of the client core (re-exported by src/types.ts and src/index.ts).

type MaybePromise<T> = T | Promise<T>;

export interface StorageSetOptions {
  maxAge: number;
}

export interface StorageAdapter {
  kind?: string;
  get(key: string): MaybePromise<string | null | undefined>;
  set(key: string, value: string, options: StorageSetOptions): MaybePromise<void>;
  remove(key: string): MaybePromise<void>;
}

export interface CookieAttributes {
  path?: string;
  maxAge?: number;
  domain?: string;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  httpOnly?: boolean;
}

export interface CookieAccessor {
  get(name: string): MaybePromise<string | null | undefined>;
  set?(name: string, value: string, attributes: CookieAttributes): MaybePromise<void>;
  remove?(name: string, attributes: CookieAttributes): MaybePromise<void>;
  getAll?(): MaybePromise<ReadonlyArray<{ name: string; value: string }>>;
}

export type ShopkitStorageOption = 'auto' | 'cookie' | 'localStorage' | 'memory' | StorageAdapter;
