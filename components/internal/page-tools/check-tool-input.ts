// A page tool's arguments, checked against its input schema before anything runs, with a message that names the
// field and quotes the value (`quantity must be an integer from 1 to 999 (got 1000000000)`). The schemas use a small
// part of JSON Schema (an object of strings and integers: lengths, a pattern with the words of its rule in `x-rule`,
// an enum, bounds, required fields, no others), so this checker is that part and no more; text from the agent is
// also held to the platform's free-text rule (no control characters, bidi overrides or unpaired surrogates).

export interface FieldSchema {
  type: 'string' | 'integer';
  description: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The pattern in words, for the message. */
  'x-rule'?: string;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
}

export interface InputSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  required?: readonly string[];
  additionalProperties: false;
}

export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

const quote = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Control characters, bidi overrides and isolates, and (in `u` mode a pair is one code point) unpaired surrogates. */
const HOSTILE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

function checkString(field: string, value: unknown, schema: FieldSchema): void {
  if (typeof value !== 'string') throw new ToolInputError(`${field} must be a string (got ${quote(value)})`);
  if (HOSTILE.test(value))
    throw new ToolInputError(
      `${field} must not hold control characters, bidi overrides or unpaired surrogates (got ${quote(value)})`,
    );
  if (schema.enum && !schema.enum.includes(value))
    throw new ToolInputError(`${field} must be one of ${schema.enum.join(', ')} (got ${quote(value)})`);
  const { minLength = 0, maxLength = Infinity } = schema;
  if (value.length < minLength || value.length > maxLength)
    throw new ToolInputError(`${field} must be ${minLength}-${maxLength} characters long (got ${quote(value)})`);
  if (schema.pattern && !new RegExp(schema.pattern).test(value))
    throw new ToolInputError(`${field} must be ${schema['x-rule'] ?? `like ${schema.pattern}`} (got ${quote(value)})`);
}

function checkInteger(field: string, value: unknown, schema: FieldSchema): void {
  const { minimum = Number.MIN_SAFE_INTEGER, maximum = Number.MAX_SAFE_INTEGER } = schema;
  if (!Number.isInteger(value) || (value as number) < minimum || (value as number) > maximum)
    throw new ToolInputError(`${field} must be an integer from ${minimum} to ${maximum} (got ${quote(value)})`);
}

/** Throws ToolInputError naming the first field that breaks `schema`; returns the arguments as the tool reads them. */
export function checkToolInput(schema: InputSchema, input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw new ToolInputError(`the arguments must be an object (got ${quote(input)})`);
  const args = input as Record<string, unknown>;
  for (const field of Object.keys(args)) {
    if (!Object.hasOwn(schema.properties, field))
      throw new ToolInputError(
        `${field} is not a field of this tool (its fields: ${Object.keys(schema.properties).join(', ')})`,
      );
  }
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const value = args[field];
    if (value === undefined) {
      if (schema.required?.includes(field)) throw new ToolInputError(`${field} is required`);
      continue;
    }
    (fieldSchema.type === 'string' ? checkString : checkInteger)(field, value, fieldSchema);
  }
  return args;
}
