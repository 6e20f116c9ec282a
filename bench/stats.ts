// Small statistics for repeated measurements.
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Peer figure divided by ours: above 1 means ours is lower (better, for costs). */
export function ratio(peer: number, ours: number): number {
  return ours === 0 ? Number.NaN : round(peer / ours, 2);
}
