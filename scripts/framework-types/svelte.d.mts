// Types of svelte.mjs for the tests that read it.
import type { DescribedElement } from './describe-elements.mjs';

export function svelteTypes(elements: DescribedElement[]): string;
