// Types of describe-elements.mjs for the tests that read it.
export interface DescribedElement {
  tag: string;
  className: string;
  summary: string;
  attributes: Array<{ name: string; property: string; type: string; description: string }>;
  properties: Array<{ name: string; type: string; description: string }>;
  events: Array<{ name: string; type: string; description: string }>;
}
export function describeElements(manifest: unknown): DescribedElement[];
export function camelCase(name: string): string;
export function propertiesWithoutAttribute(element: DescribedElement): DescribedElement['properties'];
