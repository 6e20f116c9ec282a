// Turns an ajv error into the API's words: the field as a client writes it (`items[0].quantity`), the value it sent,
// and the rule it broke, as the hand-written checks worded them. A schema can word its own rule (`x-rule`). An
// unknown field of a nested object names the object (`categories may hold only analytics and marketing`).
import type { ErrorObject } from 'ajv/dist/2020.js';

export interface Failure {
  /** `items[0].quantity`; empty for the whole document. */
  field: string;
  value: unknown;
  rule: string;
}

/** `/items/0/quantity` as `items[0].quantity`. */
export function toFieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

export function describeFailure(error: ErrorObject): Failure {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const field = toFieldName(error.instancePath);
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return { field: field ? `${field}.${missing}` : missing, value: undefined, rule: 'is required' };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty: string }).additionalProperty).slice(0, 40);
    if (!field) return { field: extra, value: undefined, rule: 'is not a field of this request' };
    const known = Object.keys((schema.properties ?? {}) as object);
    return { field, value: extra, rule: `may hold only ${known.join(' and ')}` };
  }
  return { field, value: error.data, rule: describeRule(schema, error) };
}

function describeRule(schema: Record<string, unknown>, error: ErrorObject): string {
  if (typeof schema['x-rule'] === 'string') return schema['x-rule'];
  const { type, minimum, maximum } = schema;
  if (Array.isArray(schema.enum)) return `must be one of ${schema.enum.join(', ')}`;
  if (type === 'object') return 'must be a JSON object';
  if (type === 'boolean') return 'must be true or false';
  if (type === 'integer' && minimum !== undefined && maximum !== undefined)
    return `must be an integer from ${String(minimum)} to ${String(maximum)}`;
  if (type === 'integer') return minimum === 0 ? 'must be a non-negative integer' : 'must be an integer';
  if (type === 'string') return describeStringRule(schema, error.keyword);
  if (type === 'array') return describeArrayRule(schema);
  return error.message ?? 'does not match the API contract';
}

function describeStringRule(schema: Record<string, unknown>, keyword: string): string {
  if (keyword === 'maxLength') return `must be at most ${String(schema.maxLength)} characters`;
  if (keyword === 'pattern') return `must match ${String(schema.pattern)}`;
  if (keyword === 'format') return `must be a ${String(schema.format)}`;
  return 'must be a non-empty string';
}

function describeArrayRule({ minItems, maxItems }: Record<string, unknown>): string {
  if (maxItems === undefined) return 'must be an array';
  return minItems === undefined
    ? `must be an array of at most ${String(maxItems)} items`
    : `must be an array of ${String(minItems)} to ${String(maxItems)} items`;
}
