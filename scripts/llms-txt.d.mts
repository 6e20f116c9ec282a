// Types of scripts/llms-txt.mjs for the tests that read it.
/** The whole text of llms.txt, from custom-elements.json and docs/. */
export function renderLlmsTxt(): string;
/** The body of the section under `heading`, up to the next heading of its level or above. */
export function section(markdown: string, heading: string): string;
/** The paragraph of `markdown` that starts with `opening`. */
export function paragraph(markdown: string, opening: string): string;
/** The fenced block between `<!-- snippet:name -->` and `<!-- /snippet:name -->`. */
export function snippet(markdown: string, name: string): string;
