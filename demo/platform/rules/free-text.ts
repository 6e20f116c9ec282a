// The one rule for free text from outside (a name, an address line, a shipping method's name, a product's name or
// description, a key's label): any character a person writes, but no C0 or C1 control character (a terminal escape,
// U+0085, a NUL), no bidirectional override or isolate (what makes text show in another order than it is stored),
// and no unpaired surrogate (half a character, which no database or JSON encoder stores faithfully). A multi-line
// field also takes line breaks and tabs. openapi.json says the same with FREE_TEXT_PATTERN (the FreeText schema);
// the hosted checkout, the admin API and the control panel ask this module. A refusal names the field, the character
// (U+009B) and where it is; the message quotes the value with such characters written as escapes (api-error.ts).
import { invalid } from '../http/api-error.ts';

const C0 = '\\u0000-\\u001f';
const C0_BUT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f';
const DELETE_AND_C1 = '\\u007f-\\u009f';
const BIDI = '\\u202a-\\u202e\\u2066-\\u2069';
const SURROGATE = '\\ud800-\\udfff';

/** Single-line free text as a JSON Schema pattern (read with the `u` flag, as ajv does: a surrogate pair passes). */
export const FREE_TEXT_PATTERN = `^[^${C0}${DELETE_AND_C1}${BIDI}${SURROGATE}]*$`;
/** Multi-line free text (a description): line feeds, carriage returns and tabs are allowed. */
export const MULTILINE_TEXT_PATTERN = `^[^${C0_BUT_LINES}${DELETE_AND_C1}${BIDI}${SURROGATE}]*$`;
/** The rule in the API's words (openapi.json's `x-rule` for FREE_TEXT_PATTERN). */
export const FREE_TEXT_RULE = 'must not hold control characters, bidi overrides or unpaired surrogates';

const UNFIT = new RegExp(`[${C0}${DELETE_AND_C1}${BIDI}${SURROGATE}]`, 'u');
const UNFIT_MULTILINE = new RegExp(`[${C0_BUT_LINES}${DELETE_AND_C1}${BIDI}${SURROGATE}]`, 'u');

export interface FreeTextOptions {
  /** Line breaks and tabs allowed (a description, a textarea). */
  multiline?: boolean;
}

/** The first character the rule refuses: its code point, what it is, and its place (1 = the first character). */
export interface UnfitCharacter {
  codePoint: number;
  kind: 'a control character' | 'a bidi override' | 'an unpaired surrogate';
  position: number;
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

function kindOf(codePoint: number): UnfitCharacter['kind'] {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'an unpaired surrogate';
  return codePoint >= 0x202a ? 'a bidi override' : 'a control character';
}

export function findUnfitCharacter(value: string, options: FreeTextOptions = {}): UnfitCharacter | null {
  const rule = options.multiline ? UNFIT_MULTILINE : UNFIT;
  if (!rule.test(value)) return null;
  let position = 0;
  for (const character of value) {
    position += 1;
    if (rule.test(character)) {
      const codePoint = character.codePointAt(0)!;
      return { codePoint, kind: kindOf(codePoint), position };
    }
  }
  return null;
}

/** What is wrong with `value` in the rule's words (`must not hold ... (U+009B, a control character, at 2)`), or null. */
export function describeFreeTextProblem(value: string, options: FreeTextOptions = {}): string | null {
  const found = findUnfitCharacter(value, options);
  if (!found) return null;
  return `${FREE_TEXT_RULE} (${hex(found.codePoint)}, ${found.kind}, at character ${found.position})`;
}

/** Throws the API's 400 naming `field` when `value` breaks the rule; answers `value` otherwise. */
export function checkFreeText(field: string, value: string, options: FreeTextOptions = {}): string {
  const problem = describeFreeTextProblem(value, options);
  if (problem) throw invalid(field, value, problem);
  return value;
}
