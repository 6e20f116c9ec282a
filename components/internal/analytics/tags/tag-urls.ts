// The script URLs of the three tags, from their checked ids and the configured origins.

export const gtagScriptUrl = (origin: string, measurementId: string): string =>
  `${origin}/gtag/js?id=${encodeURIComponent(measurementId)}`;

export const gtmScriptUrl = (origin: string, containerId: string): string =>
  `${origin}/gtm.js?id=${encodeURIComponent(containerId)}`;

export const metaPixelScriptUrl = (origin: string): string => `${origin}/en_US/fbevents.js`;
