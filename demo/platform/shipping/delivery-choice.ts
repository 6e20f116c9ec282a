// Whether an order can go where the shopper asked, the way they chose: the country must be one the shop's methods
// serve, and the method one of the shop's (still: it may have been removed while the shopper paid) that serves that
// country. The hosted checkout's page offers only such choices; this is what the form's check and the payment check
// again. Each message names the country as the shopper chose it.
import { countryName } from './country-names.ts';
import type { ShippingMethodRecord } from './shipping-types.ts';

/** The countries any of the methods serve, each once, in the methods' order. */
export function servedCountries(methods: readonly ShippingMethodRecord[]): string[] {
  return [...new Set(methods.flatMap((method) => method.countries))];
}

export interface DeliveryRefusal {
  field: 'country' | 'method';
  message: string;
  /** 400: the form asked for something never offered; 409: the shop changed while the shopper paid. */
  status: 400 | 409;
}

export type DeliveryChoice = { method: ShippingMethodRecord } | { refusal: DeliveryRefusal };

export function checkDeliveryChoice(
  methods: readonly ShippingMethodRecord[],
  choice: { country: string; methodId: string },
  locale: string,
): DeliveryChoice {
  const place = /^[A-Z]{2}$/.test(choice.country) ? countryName(choice.country, locale) : choice.country.slice(0, 40);
  if (!servedCountries(methods).includes(choice.country))
    return {
      refusal: {
        field: 'country',
        status: 400,
        message: `We do not deliver to \u201c${place}\u201d. Choose a country from the list.`,
      },
    };
  if (choice.methodId === '')
    return { refusal: { field: 'method', status: 400, message: `Choose a delivery method for ${place}.` } };
  const method = methods.find((candidate) => candidate.id === choice.methodId);
  if (!method)
    return {
      refusal: {
        field: 'method',
        status: 409,
        message: 'The delivery method you chose is not offered (any more). Choose one of those below.',
      },
    };
  if (!method.countries.includes(choice.country))
    return {
      refusal: {
        field: 'method',
        status: 400,
        message: `${method.name} does not deliver to ${place}. Choose another delivery method.`,
      },
    };
  return { method };
}
