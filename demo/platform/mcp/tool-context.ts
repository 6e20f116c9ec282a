// What every MCP tool runs with: the platform, and the caller its requests act as (the shop of the publishable key
// the MCP client sent, its address for the rate limits, and the `agentic` surface its carts and orders carry).
import type { Caller } from '../api/run-operation.ts';
import type { PlatformContext } from '../platform-context.ts';

export interface ToolContext {
  platform: PlatformContext;
  caller: Caller;
}

/** What a tool answers: its structured content (held to its output schema) and a short text for the model. */
export interface ToolAnswer {
  structured: Record<string, unknown>;
  summary: string;
}

/** A tool of the shop's MCP server (tools/*.ts), served over Streamable HTTP and, bridged, over stdio. */
export interface ShopTool<Input = Record<string, unknown>> {
  name: string;
  title: string;
  description: string;
  /** JSON Schema (2020-12) of the arguments: checked before the tool runs (tool-input.ts). */
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  /** Changes nothing (searches and reads). */
  readOnly: boolean;
  /**
   * Where its answer carries the merchant's product text, which may hold instructions aimed at agents: JSON paths
   * into the structured content (untrusted.ts). Empty for a tool whose answer holds none.
   */
  untrustedFields: readonly string[];
  run(context: ToolContext, input: Input): Promise<ToolAnswer>;
}
