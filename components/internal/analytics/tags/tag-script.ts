// Loading a tag's script under Trusted Types: one policy, `shopkit-tags`, made on first use, whose createScriptURL
// accepts only the exact script URLs of the tags this page configured (nothing else in the bundle or the page can
// turn a string into a script URL through it). Where the browser has no Trusted Types the URL is used as is.

export const TAG_POLICY_NAME = 'shopkit-tags';

interface TagPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TagPolicy;
}

const allowed = new Set<string>();
let policy: TagPolicy | null | undefined;
let refused: Error | null = null;

/** The policy; null where the browser has no Trusted Types. Throws (every time) when the page does not allow it. */
function tagPolicy(): TagPolicy | null {
  if (refused) throw refused;
  if (policy !== undefined) return policy;
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy = trustedTypes
      ? trustedTypes.createPolicy(TAG_POLICY_NAME, {
          createScriptURL(url) {
            if (!allowed.has(url)) throw new TypeError(`Shopkit: ${url} is not a configured tag script.`);
            return url;
          },
        })
      : null;
  } catch (error) {
    refused = new Error(
      `Shopkit: the Trusted Types policy "${TAG_POLICY_NAME}" could not be created, so no tag loads; add it to the ` +
        `page's trusted-types directive (${error instanceof Error ? error.message : String(error)}).`,
    );
    throw refused;
  }
  return policy;
}

/** Declares the script URLs of the tags this page configured: the only ones the policy will accept. */
export function allowTagScripts(urls: Iterable<string>): void {
  for (const url of urls) allowed.add(url);
}

/** Inserts `<script async src=url>` for an allowed tag; resolves when it loaded, rejects when it failed. */
export function loadTagScript(url: string, doc: Document = document): Promise<void> {
  if (!allowed.has(url)) return Promise.reject(new TypeError(`Shopkit: ${url} is not a configured tag script.`));
  const script = doc.createElement('script');
  script.async = true;
  try {
    (script as unknown as { src: unknown }).src = tagPolicy()?.createScriptURL(url) ?? url;
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Shopkit: the tag script ${url} did not load.`)), {
      once: true,
    });
    doc.head.append(script);
  });
}
