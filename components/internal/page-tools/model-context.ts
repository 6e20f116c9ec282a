// The WebMCP API the page tools use (W3C WebMCP draft; Chromium behind `--enable-features=WebMCP`), typed here since
// TypeScript's DOM library has no types for it yet. A tool's result is MCP's CallToolResult.

export interface ToolAnnotations {
  readOnlyHint?: boolean;
  /** The result carries text from a source the agent must not take instructions from (the merchant's products). */
  untrustedContentHint?: boolean;
}

export interface PageToolResult {
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** The agent that calls a tool, as the browser hands it over: an abort signal, and the interaction request where supported. */
export interface ModelContextClient {
  signal?: AbortSignal;
  /** Brings the page to the shopper for `callback` (asking, confirming) while the agent waits. */
  requestUserInteraction?<T>(callback: () => Promise<T>): Promise<T>;
}

export interface ModelContextTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: ToolAnnotations;
  execute(input: Record<string, unknown>, client?: ModelContextClient): Promise<PageToolResult>;
}

export interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): unknown;
}
