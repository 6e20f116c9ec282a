// Text an agent sends (a search, a discount code, a postal code) follows the platform's one rule for free text
// (rules/free-text.ts: no control characters, bidi overrides or unpaired surrogates). The first string anywhere in
// a tool's arguments that breaks it is named by its field, with what the rule says about it.
import { describeFreeTextProblem } from '../rules/free-text.ts';

export interface HostileText {
  field: string;
  value: string;
  problem: string;
}

/** The first string in `value` (depth first, in field order) that breaks the free-text rule, or null. */
export function findHostileText(value: unknown, field = ''): HostileText | null {
  if (typeof value === 'string') {
    const problem = describeFreeTextProblem(value);
    return problem ? { field, value, problem } : null;
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [`${field}[${index}]`, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([name, item]) => [field ? `${field}.${name}` : name, item])
      : [];
  for (const [name, item] of entries) {
    const found = findHostileText(item, name);
    if (found) return found;
  }
  return null;
}
