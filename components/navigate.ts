/** Same-tab navigation, replaceable in tests. */
export type Navigate = (url: string) => void;

export const assignLocation: Navigate = (url) => window.location.assign(url);

/** Only absolute http(s) URLs pass; anything else (javascript:, data:, relative) is refused. */
export function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}
