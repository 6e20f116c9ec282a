// The fallback motif for an image of a product that has no motif of its own: a parcel tied with string.
import type { Paint } from './paint.ts';

export function drawParcel(p: Paint): string {
  return (
    `<path d="M250 380l150-60 150 60v200l-150 20-150-20z" fill="${p.base}"/>` +
    `<path d="M250 380l150 40 150-40" fill="none" stroke="${p.dark}" stroke-width="5"/><path d="M400 420v180" stroke="${p.dark}" stroke-width="5"/>` +
    `<path d="M325 350l150 50v190M250 480l150 30 150-30" fill="none" stroke="${p.pale}" stroke-width="8"/>`
  );
}
