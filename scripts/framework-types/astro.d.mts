// Types of astro.mjs for the tests that read it.
import type { DescribedElement } from './describe-elements.mjs';

export function astroTypes(elements: DescribedElement[]): string;
