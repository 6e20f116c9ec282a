// axe on the page as it is now: fails with each serious or critical violation (or, with `every`, each violation of
// any impact) named by rule and element.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Runs axe on `page`; `state` names what the page shows, for the failure message. */
export async function audit(page: Page, state: string, options: { every?: boolean } = {}): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => options.every || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect(bad, `axe on ${state}`).toEqual([]);
}
