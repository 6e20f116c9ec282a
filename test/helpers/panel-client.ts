// Logging in to the control panel and posting its forms from a Node test, as a browser would (no redirects followed).
import { expect } from 'chai';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';

/** Logs in with the platform's panel password; resolves with the `name=value` cookie to send. */
export async function panelLogin(platform: RunningPlatform, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${platform.panel.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams({ password: platform.panel.password }),
  });
  expect(response.status).to.equal(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Posts a panel form; the answer is usually a 303 whose Location carries `?notice=` or `?error=`. */
export const postPanelForm = (
  cookie: string,
  path: string,
  platform: RunningPlatform,
  body: URLSearchParams | string[][],
) =>
  fetch(`${platform.urls.admin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie },
    body: new URLSearchParams(body),
  });

/** The `?notice=` or `?error=` text of a panel redirect. */
export function describePanelOutcome(response: Response): { notice: string | null; error: string | null } {
  const location = new URL(response.headers.get('location') ?? '/', 'http://panel.invalid');
  return { notice: location.searchParams.get('notice'), error: location.searchParams.get('error') };
}
