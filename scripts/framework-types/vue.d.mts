// Types of vue.mjs for the tests that read it.
import type { DescribedElement } from './describe-elements.mjs';

export function vueTypes(elements: DescribedElement[]): string;
