// The page tools' start, the part every page carries (so, small): when the browser offers WebMCP
// (`document.modelContext`, or the older `navigator.modelContext`) and the script tag does not say
// `data-page-tools="false"`, it fetches the tools' group (page-tools.ts), which registers them for the browser's
// agent. A browser without the API fetches none of their code (docs/agents.md).
import { logFailure } from '../analytics/log-failure.ts';
import type { ModelContext } from './model-context.ts';

type Holder = { modelContext?: ModelContext } | undefined;

export function startPageTools(script: Element | null): void {
  const modelContext = (globalThis.document as Holder)?.modelContext ?? (globalThis.navigator as Holder)?.modelContext;
  if (!modelContext || script?.getAttribute('data-page-tools') === 'false') return;
  import('./page-tools.ts').then(
    ({ startRegistering }) => startRegistering(modelContext, script),
    logFailure('the page tools could not load'),
  );
}
