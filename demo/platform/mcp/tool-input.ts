// A tool's arguments are checked against its input schema (ajv, compiled once per tool) and for hostile text before
// the tool runs. A refusal names the field as the agent wrote it (`lines[0].quantity`), quotes the value (shortened,
// secrets redacted) and words the rule, in the API's words (http/describe-failure.ts).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describeValue } from '../http/api-error.ts';
import { describeFailure } from '../http/describe-failure.ts';
import { findHostileText } from './free-text.ts';
import type { ShopTool } from './tool-context.ts';

export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
  readonly field: string;

  constructor(field: string, value: unknown, rule: string) {
    super(`${field} ${rule} (got ${describeValue(value)})`);
    this.field = field;
  }
}

export type InputCheck = (args: unknown) => void;

export function compileInputCheck(tool: ShopTool): InputCheck {
  const ajv = new Ajv2020({ strict: false, verbose: true, allErrors: false });
  const validate: ValidateFunction = ajv.compile(tool.inputSchema);
  return (args) => {
    if (!validate(args)) {
      const failure = describeFailure(validate.errors![0]!);
      throw new ToolInputError(failure.field || 'arguments', failure.value, failure.rule);
    }
    const hostile = findHostileText(args);
    if (hostile) throw new ToolInputError(hostile.field, hostile.value, hostile.problem);
  };
}
