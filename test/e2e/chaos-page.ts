// Shared by the chaos-*.spec.ts files: a platform of the spec's own (so faults never leak into other specs), a bare
// page server with the built bundle, a page template with the script tag and elements, and a recorder that keeps
// every shop-* event and page error so a spec can tell what happened.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { REPO_ROOT } from '../../demo/site/static-files.ts';
import { startPlainPageServer, type PlainPageServer } from './plain-page-server.ts';

export interface ChaosShop {
  platform: RunningPlatform;
  pages: PlainPageServer[];
  serve(html: string): Promise<string>;
  close(): Promise<void>;
}

export async function startChaosShop(): Promise<ChaosShop> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist/shopkit.js'))) {
    const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('chaos e2e: building dist/shopkit.js failed (node esbuild.mjs)');
  }
  const platform = await startPlatform();
  const pages: PlainPageServer[] = [];
  return {
    platform,
    pages,
    async serve(html) {
      const server = await startPlainPageServer(html);
      platform.allowStorefrontOrigin('demo', server.url);
      pages.push(server);
      return server.url;
    },
    async close() {
      await Promise.all(pages.map((server) => server.close()));
      await platform.close();
    },
  };
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Attributes as HTML, escaped, so a hostile value arrives in the DOM exactly as written. */
export function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

export function scriptTag(platform: RunningPlatform, extra: Record<string, string> = {}): string {
  return `<script src="/shopkit.js"${attributes({
    'data-publishable-key': platform.keys.demo,
    'data-api-url': platform.urls.api,
    'data-checkout-url': platform.urls.checkout,
    'data-consent': 'false',
    ...extra,
  })}></script>`;
}

export function pageHtml(head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chaos</title>${head}</head><body>${body}</body></html>`;
}

export interface RecordedEvent {
  seq: number;
  type: string;
  tag: string;
  variant: string | null;
  operation: string | null;
  message: string | null;
}

/** Records shop-* events (capture phase on document, so the target is the element) and page errors into __chaos. */
export async function installRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __chaos: unknown }).__chaos = log;
    for (const type of ['shop-cart-added', 'shop-error', 'shop-currency-change', 'shop-cart-change']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as Element;
          const detail = (event as CustomEvent<{ operation?: string; message?: string }>).detail;
          log.push({
            seq: log.length,
            type,
            tag: target.tagName.toLowerCase(),
            variant: target.getAttribute('variant-id'),
            operation: detail?.operation ?? null,
            message: detail?.message ?? null,
          });
        },
        true,
      );
    }
  });
}

export function recorded(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __chaos: RecordedEvent[] }).__chaos);
}

/** Collects uncaught exceptions and unhandled rejections of the page (Playwright's pageerror covers both). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('dialog', (dialog) => {
    errors.push(`a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

/** Resolves once every Shopkit element is defined and none is pending, loading or busy; else fails naming them. */
export async function waitUntilSettled(page: Page, timeout = 20_000): Promise<void> {
  const unsettled = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter(
          (el) =>
            // A Shopkit element whose chunk has not arrived yet, or one still loading its data.
            (el.localName.startsWith('shop-') && !customElements.get(el.localName)) ||
            el.hasAttribute('pending') ||
            el.hasAttribute('loading') ||
            (el.tagName === 'SHOP-CURRENCY-SELECT' &&
              !el.hasAttribute('error') &&
              el.shadowRoot?.querySelector('select')?.disabled !== false) ||
            (el.tagName === 'SHOP-CART' && (el as unknown as { busy?: boolean }).busy === true),
        )
        .map((el) => el.outerHTML.slice(0, 160)),
    );
  try {
    await expect.poll(async () => (await unsettled()).length, { timeout, intervals: [50] }).toBe(0);
  } catch {
    throw new Error(`elements left pending, loading or busy: ${(await unsettled()).join(' | ')}`);
  }
}

/** A fresh context with the event recorder, a page collecting its errors, opened at `url` and settled. */
export async function openRecordedPage(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await installRecorder(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  await waitUntilSettled(page);
  return { context, page, errors };
}

/** A page with the collectors a hostile-configuration test reads: uncaught errors and console.error lines. */
export async function openWatchedPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; consoleErrors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, errors, consoleErrors };
}
