// The bundle's own Trusted Types policy, named `shopkit` (docs/elements.md, "CSP and Trusted Types"), made on first use
// and only for two sinks: the JSON-LD text that <shop-product> writes for search engines (it accepts nothing but JSON,
// with `<` escaped) and the string DOMPurify parses into an inert document where `Element.setHTML` is missing.
// It is module-private: nothing outside the bundle can reach it.

export const SHOPKIT_POLICY_NAME = 'shopkit';

interface PolicyRules {
  createHTML(input: string): string;
  createScript(input: string): string;
  createScriptURL(input: string): string;
}
export type ShopkitPolicy = { [K in keyof PolicyRules]: (input: string) => unknown };
interface TrustedTypesLike {
  createPolicy(name: string, rules: PolicyRules): ShopkitPolicy;
}

let policy: ShopkitPolicy | null | undefined;

// DOMPurify insists that a policy it is given has createScriptURL; it is never needed here, so it refuses everything.
function jsonOnly(input: string): string {
  JSON.parse(input);
  if (input.includes('<')) throw new TypeError('Shopkit: JSON-LD text must have "<" escaped.');
  return input;
}

/**
 * The `shopkit` policy; null where the browser has no Trusted Types (plain strings are then fine) or the page's CSP
 * does not allow the name (logged once, and the caller skips what needed it).
 */
export function shopkitPolicy(): ShopkitPolicy | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy = trustedTypes
      ? trustedTypes.createPolicy(SHOPKIT_POLICY_NAME, {
          createHTML: (input) => input,
          createScript: jsonOnly,
          createScriptURL: () => {
            throw new TypeError('Shopkit: the shopkit policy makes no script URLs.');
          },
        })
      : null;
  } catch (error) {
    policy = null;
    console.error(
      `Shopkit: the Trusted Types policy "${SHOPKIT_POLICY_NAME}" could not be created; add it to the page's ` +
        `trusted-types directive (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  return policy;
}

/** Whether the browser has Trusted Types (the page may then enforce them, so sinks get the policy's values). */
export function hasTrustedTypes(): boolean {
  return Boolean((globalThis as { trustedTypes?: unknown }).trustedTypes);
}
