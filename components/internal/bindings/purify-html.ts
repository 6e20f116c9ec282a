// The sanitizer of browsers without `Element.setHTML`: DOMPurify with the same allowlist, returning a fragment (so no
// HTML string ever reaches a sink of ours). Under Trusted Types, DOMPurify's parse goes through the `shopkit` policy.
import DOMPurify from 'dompurify';
import { shopkitPolicy, hasTrustedTypes } from './shopkit-policy.ts';

export function purifyHtml(html: string, elements: string[], attributes: string[]): DocumentFragment {
  const policy = hasTrustedTypes() ? shopkitPolicy() : null;
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...elements, '#text'],
    ALLOWED_ATTR: attributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
    // null (no Trusted Types, or the name is not allowed) keeps DOMPurify from making a `dompurify` policy of its own.
    TRUSTED_TYPES_POLICY: policy as never,
  });
}
