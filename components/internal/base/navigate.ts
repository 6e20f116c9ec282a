/** Same-tab navigation, replaceable in tests and single-page apps (a returned promise is awaited). */
export type Navigate = (url: string) => void | Promise<void>;

export const assignLocation: Navigate = (url) => window.location.assign(url);

/** Only absolute http(s) URLs pass; anything else (javascript:, data:, relative) is refused. */
export function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}
