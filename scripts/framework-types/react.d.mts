// Types of react.mjs for the tests that read it.
import type { DescribedElement } from './describe-elements.mjs';

export function reactTypes(elements: DescribedElement[]): string;
