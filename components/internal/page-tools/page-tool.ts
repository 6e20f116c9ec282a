// What a page tool is (one file per group of tools: catalogue-tools.ts, cart-tools.ts, checkout-tool.ts) and how its
// answer is written: structured content, a text summary for the model in which the merchant's words sit inside the
// untrusted block, and `_meta.untrustedContent` naming the fields that hold them (wire/untrusted-text.ts).
import type { ShopkitClient } from '../../../src/index.ts';
import { fenceMerchantText, untrustedMeta } from '../../../wire/untrusted-text.ts';
import type { InputSchema } from './check-tool-input.ts';
import type { ModelContextClient, PageToolResult, ToolAnnotations } from './model-context.ts';

/** Every request a page tool makes is the agent's: the platform marks what it makes or changes `agentic`. */
export const AGENT_CALL = { surface: 'agentic' } as const;

export interface PageToolContext {
  client: ShopkitClient;
  /** The agent that called, as the browser hands it over (its signal, `requestUserInteraction` where supported). */
  agent: ModelContextClient | undefined;
}

export interface PageTool {
  name: string;
  title: string;
  description: string;
  inputSchema: InputSchema;
  annotations: ToolAnnotations;
  run(input: Record<string, unknown>, context: PageToolContext): Promise<PageToolResult>;
}

export interface PageToolAnswer {
  structured: Record<string, unknown>;
  /** What the tool did, in a sentence. */
  summary: string;
  /** The merchant's words the answer quotes (product names, descriptions), fenced as untrusted. */
  merchantText?: readonly string[];
  /** JSON paths of the structured fields that hold merchant text. */
  untrustedFields?: readonly string[];
}

export function answer({
  structured,
  summary,
  merchantText = [],
  untrustedFields = [],
}: PageToolAnswer): PageToolResult {
  const text = [summary, fenceMerchantText(merchantText)].filter(Boolean).join('\n');
  return {
    content: [{ type: 'text', text }],
    structuredContent: structured,
    ...(untrustedFields.length > 0 ? { _meta: untrustedMeta(untrustedFields) } : {}),
  };
}

export const refusal = (text: string): PageToolResult => ({ content: [{ type: 'text', text }], isError: true });
