// A short hash of a text (32-bit FNV-1a, hex): a prerendered `data-shop-html` target carries the hash of the HTML it
// was filled from, so a binding that adopts it sanitizes and replaces it only when the HTML it would show differs.

export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
