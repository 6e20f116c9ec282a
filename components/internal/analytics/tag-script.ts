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

function tagPolicy(): TagPolicy | null {
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
    policy = null;
    throw new Error(
      `Shopkit: the Trusted Types policy "${TAG_POLICY_NAME}" could not be created, so no tag loads; add it to the ` +
        `page's trusted-types directive (${error instanceof Error ? error.message : String(error)}).`,
    );
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
  const source = tagPolicy()?.createScriptURL(url) ?? url;
  (script as unknown as { src: unknown }).src = source;
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Shopkit: the tag script ${url} did not load.`)), {
      once: true,
    });
    doc.head.append(script);
  });
}
