// Validates answers against demo/platform/openapi.json with ajv (JSON Schema 2020-12): finds the operation by method
// and path template, the response by status (or `default`), and checks the JSON body against its schema.
import fs from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOC_URL = new URL('../../../demo/platform/openapi.json', import.meta.url);
export const CONTRACT = JSON.parse(fs.readFileSync(DOC_URL, 'utf8')) as OpenApiDoc;
const DOC_ID = 'https://shopkit.invalid/openapi.json';

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }
    >
  >;
  components: Record<string, Record<string, unknown>>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...CONTRACT, $id: DOC_ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Every `METHOD /template` seen by the helper, so a test can check that each operation was exercised. */
export const SEEN_OPERATIONS = new Set<string>();

export function findOperation(method: string, pathname: string): { template: string; operationId: string } | null {
  const lower = method.toLowerCase();
  const candidates = Object.keys(CONTRACT.paths).filter((template) => {
    const regex = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return regex.test(pathname) && CONTRACT.paths[template]?.[lower];
  });
  // Literal segments win over templated ones (/v2/products/search over /v2/products/{id}).
  candidates.sort((a, b) => a.split('{').length - b.split('{').length);
  const template = candidates[0];
  if (!template) return null;
  return { template, operationId: CONTRACT.paths[template]?.[lower]?.operationId ?? '' };
}

/** Throws with ajv's errors when the body does not match the documented response. */
export function assertMatchesContract(method: string, pathname: string, status: number, body: unknown): void {
  const found = findOperation(method, pathname);
  if (!found && status >= 400)
    return validateAt(`${DOC_ID}#/components/schemas/Error`, body, `${method} ${pathname}`, status);
  if (!found) throw new Error(`contract: no operation ${method} ${pathname} in openapi.json`);
  SEEN_OPERATIONS.add(`${method.toUpperCase()} ${found.template}`);
  const responses = CONTRACT.paths[found.template]?.[method.toLowerCase()]?.responses ?? {};
  const key = String(status) in responses ? String(status) : 'default';
  let response = responses[key];
  let location = ['paths', found.template, method.toLowerCase(), 'responses', key];
  if (!response) throw new Error(`contract: ${found.operationId} documents no ${status} answer`);
  if (response.$ref) {
    const name = response.$ref.split('/').pop() ?? '';
    location = ['components', 'responses', name];
    response = CONTRACT.components.responses?.[name] as typeof response;
  }
  if (!response?.content) {
    if (body !== undefined) throw new Error(`contract: ${found.operationId} ${status} documents no body but one came`);
    return;
  }
  validateAt(
    `${DOC_ID}#/${pointer(...location, 'content', 'application/json', 'schema')}`,
    body,
    found.operationId,
    status,
  );
}

function validateAt(ref: string, body: unknown, name: string, status: number): void {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `contract: ${name} ${status} body breaks the schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/** Whether a request body matches a schema of the document (`CheckoutInput`, ...): for the request side of the contract. */
export function matchesSchema(name: string, body: unknown): boolean {
  const ref = `${DOC_ID}#/components/schemas/${name}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate(body) as boolean;
}
