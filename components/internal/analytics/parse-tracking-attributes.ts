// The script tag's tracking attributes, as `ShopkitTrackingOptions`: `data-tracking="off"`, `data-consent-mode`,
// `data-ga4-measurement-id`, `data-gtm-container-id`, `data-meta-pixel-id` (an id, or `off` for none on this page),
// `data-google-tag-origin` and `data-meta-pixel-origin`. An empty one counts as absent. A malformed one throws
// `ShopkitConfigError` naming the attribute and quoting its value.
import type { ShopkitConfigError } from '../../../src/index.ts';
import { attributeError } from '../config/attribute-error.ts';
import { resolveTrackingOptions } from './tracking-options.ts';
import type { ShopkitTrackingOptions } from './tracking-options.ts';

const ATTRIBUTES: Record<string, keyof ShopkitTrackingOptions> = {
  'data-tracking': 'enabled',
  'data-consent-mode': 'mode',
  'data-ga4-measurement-id': 'ga4MeasurementId',
  'data-gtm-container-id': 'gtmContainerId',
  'data-meta-pixel-id': 'metaPixelId',
  'data-google-tag-origin': 'googleTagOrigin',
  'data-meta-pixel-origin': 'metaPixelOrigin',
};

function convert(field: keyof ShopkitTrackingOptions, text: string): unknown {
  if (field === 'enabled') return text === 'off' ? false : text === 'on' ? true : text;
  if (field.endsWith('Id')) return text === 'off' ? null : text;
  return text;
}

export function parseTrackingAttributes(element: Element): ShopkitTrackingOptions {
  const options: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(ATTRIBUTES)) {
    const text = element.getAttribute(name)?.trim();
    // Empty is the same as absent (a template variable with no value): the default, or the shop's setting.
    if (text) options[field] = convert(field, text);
  }
  if (typeof options.enabled === 'string')
    throw attributeError('data-tracking', options.enabled, 'expected "on" or "off"');
  try {
    resolveTrackingOptions(options as ShopkitTrackingOptions);
  } catch (error) {
    const field = ((error as ShopkitConfigError).field ?? '').replace('tracking.', '');
    const name = Object.keys(ATTRIBUTES).find((attribute) => ATTRIBUTES[attribute] === field);
    if (!name) throw error;
    const detail = (error as Error).message.replace(/^[\w.]+: /, '').replace(/; got [^]*$/, '');
    throw attributeError(name, element.getAttribute(name) ?? '', detail.replace(', or null for none', ', or "off"'));
  }
  return options as ShopkitTrackingOptions;
}
