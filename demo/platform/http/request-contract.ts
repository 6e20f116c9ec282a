// Every commerce API request is checked against its operation in openapi.json before its handler runs: the query
// parameters the operation declares, and its JSON body. The validators (ajv, JSON Schema 2020-12) are compiled once,
// when the API's contract is made at start. A failure is a 400 `invalid_request` naming the field and quoting the
// value (`items[0].quantity must be an integer from 1 to 999 (got 0)`); a schema may word its rule with `x-rule`.
// What the contract cannot say (a product that exists, a line total within 999, a date not in the future) stays
// in the handlers, and so does naming the field of a broken "one of" rule (`items` together with `cartId`): a body
// that fails only a `oneOf`, `anyOf` or `not` passes on to its handler, which says which field is wrong.
// A `uri` is what the WHATWG URL parser accepts (what a browser follows), not RFC 3986's stricter grammar.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { invalid, type ApiError } from './api-error.ts';
import { describeFailure, type Failure } from './describe-failure.ts';

interface Parameter {
  name?: string;
  in?: string;
  schema?: Record<string, unknown>;
  $ref?: string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters?: Record<string, Parameter> };
}

interface OperationChecks {
  query: ValidateFunction | null;
  /** The declared query parameters, and whether each is a number (read from its text when written as one). */
  queryNames: Array<{ name: string; numeric: boolean }>;
  body: ValidateFunction | null;
  bodyRequired: boolean;
}

export interface RequestContract {
  /**
   * Throws the API's 400 for the first part of the request that the operation's contract refuses. `body: undefined`
   * leaves the body to the handler (an operation that lists every failure of a file with `listBodyFailures`).
   */
  check(method: string, pattern: string, request: { query: URLSearchParams; body?: unknown }): void;
  /** Every failure of `body` against the operation's JSON body (in document order, at most `max`). */
  listBodyFailures(method: string, pattern: string, body: unknown, max: number): Failure[];
}

const DOCUMENT_ID = 'https://shopkit.invalid/openapi.json';
const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
/** A query value written as a whole number is read as one; anything else stays text, which an integer refuses. */
const WHOLE_NUMBER = /^-?\d{1,15}$/;
const NUMERIC = new Set(['integer', 'number']);

/** The router's `/v2/cart/:cartId` as the contract writes it: `/v2/cart/{cartId}`. */
export const toTemplate = (pattern: string): string => pattern.replace(/:(\w+)/g, '{$1}');

export function createRequestContract(document: OpenApiDocument): RequestContract {
  const ajv = new Ajv2020({ strict: false, verbose: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const checks = new Map<string, OperationChecks>();
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const pointer = `${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
      checks.set(`${method.toUpperCase()} ${template}`, compileOperation(ajv, document, { operation, pointer }));
    }
  }
  return {
    check(method, pattern, request) {
      const found = checks.get(`${method} ${toTemplate(pattern)}`);
      if (!found) return;
      if (found.query) checkQuery(found, request.query);
      if (!('body' in request)) return;
      if (found.body && (request.body !== undefined || found.bodyRequired) && !found.body(request.body)) {
        const error = firstPlainError(found.body.errors);
        if (error) throw toApiError(error, 'body');
      }
    },
    listBodyFailures(method, pattern, body, max) {
      const validate = checks.get(`${method} ${toTemplate(pattern)}`)?.body;
      if (!validate || validate(body)) return [];
      return (validate.errors ?? [])
        .filter((error) => !COMBINATORS.test(error.schemaPath))
        .slice(0, max)
        .map(describeFailure);
    },
  };
}

/** `pointer`: where the operation sits below `#/paths/` (`~1v2~1cart/post`). */
function compileOperation(
  ajv: Ajv2020,
  document: OpenApiDocument,
  { operation, pointer }: { operation: Operation; pointer: string },
): OperationChecks {
  const query = (operation.parameters ?? [])
    .map((parameter) => resolveParameter(document, parameter))
    .filter((parameter) => parameter.in === 'query' && parameter.name && parameter.schema);
  const properties = Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema]));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return {
    query: query.length > 0 ? ajv.compile({ type: 'object', properties }) : null,
    queryNames: query.map(({ name, schema }) => ({ name: name!, numeric: NUMERIC.has(String(schema?.type)) })),
    body: bodySchema
      ? ajv.compile({ $ref: `${DOCUMENT_ID}#/paths/${pointer}/requestBody/content/application~1json/schema` })
      : null,
    bodyRequired: operation.requestBody?.required === true,
  };
}

function resolveParameter(document: OpenApiDocument, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  return document.components.parameters?.[parameter.$ref.split('/').pop() ?? ''] ?? {};
}

/** The declared query parameters as values: empty ones are left out (as absent), whole numbers read as numbers. */
function checkQuery(found: OperationChecks, query: URLSearchParams): void {
  const values: Record<string, unknown> = {};
  for (const { name, numeric } of found.queryNames) {
    const raw = query.get(name);
    if (raw !== null && raw !== '') values[name] = numeric && WHOLE_NUMBER.test(raw) ? Number(raw) : raw;
  }
  if (!found.query!(values)) throw toApiError(firstPlainError(found.query!.errors), null);
}

const COMBINATORS = /\/(oneOf|anyOf|not)(\/|$)/;

/** The first error that is not (inside) a `oneOf`, `anyOf` or `not` rule. */
const firstPlainError = (errors: ErrorObject[] | null | undefined): ErrorObject | undefined =>
  errors?.find((error) => !COMBINATORS.test(error.schemaPath));

function toApiError(error: ErrorObject | undefined, root: string | null): ApiError {
  if (!error) return invalid(root ?? 'query', undefined, 'does not match the API contract');
  const failure = describeFailure(error);
  const field = failure.field || root || 'query';
  return invalid(field, failure.value, failure.rule);
}
