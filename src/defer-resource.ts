// A resource whose code loads on its first call (see client-parts.ts): each method waits for the part, then calls
// through with the same arguments, so callers see the same promises as with the part loaded up front. A part that
// failed to load (offline, a blocked chunk) is tried again on the next call.
import { ShopkitError } from './errors/shopkit-error.ts';

type AsyncMethod = (...args: never[]) => Promise<unknown>;
/** The names of T's members that are async methods. */
type AsyncMethodName<T> = { [K in keyof T]: T[K] extends AsyncMethod ? K : never }[keyof T];

export function deferResource<T, K extends AsyncMethodName<T>>(
  part: string,
  methods: Record<K, true>,
  load: () => Promise<T>,
): Pick<T, K> {
  let loading: Promise<T> | null = null;
  const loaded = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new ShopkitError(`Shopkit could not load its ${part} code: ${describeCause(error)}`, {
        cause: error,
        context: { operation: 'load', part },
      });
    });
    return loading;
  };
  const resource = {} as Pick<T, K>;
  for (const name of Object.keys(methods) as K[]) {
    const call = async (...args: unknown[]) => {
      const real = (await loaded()) as Record<K, (...args: unknown[]) => Promise<unknown>>;
      return real[name](...args);
    };
    resource[name] = call as T[K];
  }
  return resource;
}

function describeCause(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
