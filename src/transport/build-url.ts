// `<apiUrl><path>?<query>`: the path always starts with `/v2`; null, undefined and '' query values are left out.
export type QueryValue = string | number | null | undefined;

export function buildUrl(apiUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${apiUrl}${path}${search ? `?${search}` : ''}`;
}

/** Encodes one path segment (an id or a slug). */
export const segment = (value: string): string => encodeURIComponent(value);
