// JSON text columns: nested data a route reads and writes whole (cart lines, an order's customer).
export const toJson = (value: unknown): string => JSON.stringify(value);

export function fromJson<T>(text: string): T;
export function fromJson<T>(text: string | null): T | null;
export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
