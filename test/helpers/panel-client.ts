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

/** Posts a panel form; the answer is usually a 303 to the page that shows its message (`?notice=<code>`). */
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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text of the panel page's notice (role=status) and error (role=alert), or null where it shows none. */
export function readPanelMessages(page: string): { notice: string | null; error: string | null } {
  const text = (id: string) => {
    const match = new RegExp(`<p class="${id}" role="(?:status|alert)" id="${id}">([^<]*)</p>`).exec(page);
    return match ? match[1]!.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!) : null;
  };
  return { notice: text('notice'), error: text('error') };
}

/** What the panel shows after a form post: follows its redirect with the session, as a browser would. */
export async function describePanelOutcome(
  platform: RunningPlatform,
  cookie: string,
  response: Response,
): Promise<{ notice: string | null; error: string | null }> {
  const location = response.headers.get('location');
  expect(response.status, 'a form post redirects to the page that shows its message').to.equal(303);
  const page = await fetch(new URL(location ?? '/', platform.urls.admin), { headers: { cookie } });
  return readPanelMessages(await page.text());
}
