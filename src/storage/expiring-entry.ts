// `{"v": value, "e": expiresAtMs}` for stores without their own expiry (localStorage, memory).
export type Clock = () => number;

export function encodeEntry(value: string, maxAgeSeconds: number, now: Clock): string {
  return JSON.stringify({ v: value, e: now() + Math.floor(maxAgeSeconds) * 1000 });
}

/** The value, or null when missing, expired or not an entry this module wrote. */
export function decodeEntry(text: string | null | undefined, now: Clock): string | null {
  if (!text) return null;
  try {
    const entry = JSON.parse(text) as { v?: unknown; e?: unknown };
    return typeof entry.v === 'string' && typeof entry.e === 'number' && entry.e > now() ? entry.v : null;
  } catch {
    return null;
  }
}
