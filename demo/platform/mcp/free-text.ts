// Text an agent sends (a search, a discount code, a postal code) may not carry what no person types: C0 and C1
// control characters, bidirectional overrides and isolates (which make text read differently than it is stored),
// or unpaired surrogates. The first such string anywhere in a tool's arguments is named by its field.
// Until the platform's shared free-text rule lands, this module is the one place to swap for it.
/** With the `u` flag a surrogate in this class matches only when unpaired (a pair is one code point). */
const HOSTILE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

export interface HostileText {
  field: string;
  value: string;
}

/** The first string in `value` (depth first, in field order) with a character no person types, or null. */
export function findHostileText(value: unknown, field = ''): HostileText | null {
  if (typeof value === 'string') return HOSTILE.test(value) ? { field, value } : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHostileText(item, `${field}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const found = findHostileText(item, field ? `${field}.${name}` : name);
      if (found) return found;
    }
  }
  return null;
}
