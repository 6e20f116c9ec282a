// The page tools' group, fetched only where the browser offers WebMCP (start-page-tools.ts): registers each tool with
// the browser's model context. A call's arguments are checked against the tool's schema first; a refusal, the
// platform's included (a sold-out line, an unknown product, a rate limit), is an `isError` result that says why,
// never an exception thrown into the browser's agent.
import { describeError } from '../base/describe-error.ts';
import { attributeError } from '../config/attribute-error.ts';
import { getDefaultClient, reportConfigError, watchDefaultClient } from '../config/client-registry.ts';
import { addToCart, chooseCurrency, getCart, updateCartLine } from './cart-tools.ts';
import { openProduct, searchProducts } from './catalogue-tools.ts';
import { checkToolInput, ToolInputError } from './check-tool-input.ts';
import { goToCheckout } from './checkout-tool.ts';
import type { ModelContext, ModelContextClient, PageToolResult } from './model-context.ts';
import { refusal, type PageTool } from './page-tool.ts';

export const PAGE_TOOLS: readonly PageTool[] = [
  searchProducts,
  openProduct,
  addToCart,
  getCart,
  updateCartLine,
  chooseCurrency,
  goToCheckout,
];

/** Runs one call of `tool`: checked arguments, the page's default client, every failure as a refusal. */
export async function callPageTool(
  tool: PageTool,
  input: unknown,
  agent?: ModelContextClient,
): Promise<PageToolResult> {
  try {
    const args = checkToolInput(tool.inputSchema, input ?? {});
    const client = getDefaultClient();
    if (!client) return refusal('the shop on this page is not configured');
    return await tool.run(args, { client, agent });
  } catch (error) {
    if (error instanceof ToolInputError) return refusal(error.message);
    return refusal(describeError(error));
  }
}

/** Registers every page tool; aborting `signal` takes them all back. */
export function registerPageTools(modelContext: ModelContext, signal?: AbortSignal): void {
  for (const tool of PAGE_TOOLS) {
    const { name, title, description, inputSchema, annotations } = tool;
    const registered = modelContext.registerTool(
      {
        name,
        title,
        description,
        inputSchema: { ...inputSchema },
        annotations,
        execute: (input, agent) => callPageTool(tool, input, agent),
      },
      signal ? { signal } : undefined,
    );
    // Chromium answers with a promise; a refused registration (a name the page already uses) is logged, not thrown.
    void Promise.resolve(registered).catch((error: unknown) =>
      console.error(`Shopkit: the page tool ${name} could not be registered: ${describeError(error)}`),
    );
  }
}

/** `data-page-tools`: absent, empty or "true" registers the tools ("false" never fetches them); else an error. */
export function pageToolsWanted(script: Element | null): boolean {
  const text = script?.getAttribute('data-page-tools') ?? null;
  if (text === null || text === '' || text === 'true') return true;
  if (text !== 'false') reportConfigError(attributeError('data-page-tools', text, 'expected "true" or "false"'));
  return false;
}

/** Registers the page tools once the page has a default client (the script tag's, or a later `configure()`). */
export function startRegistering(modelContext: ModelContext, script: Element | null): void {
  if (!pageToolsWanted(script)) return;
  if (getDefaultClient()) return registerPageTools(modelContext);
  const stop = watchDefaultClient((state) => {
    if (!state.client) return;
    stop();
    registerPageTools(modelContext);
  });
}
