// What the checkout form shows before the shopper types: for a checkout a signed-in customer started, their e-mail
// address and the delivery address they used last (its country chosen); otherwise the demo's details, so Pay works
// in one click on the local platform.
import type { CustomerRecord } from '../customers/customer-types.ts';
import type { CheckoutValues } from './checkout-form.ts';
import type { DeliveryOptions } from './delivery-options.ts';

/** The demo's prefilled details ("Pay with the prefilled demo details"); country and method are the shop's first. */
export const DEMO_DETAILS: Omit<CheckoutValues, 'country' | 'method'> = {
  email: 'shopper@example.com',
  name: 'Demo Shopper',
  street: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  phone: '',
};

/** The country the form starts on: the customer's last delivery address's, when they have one. */
export const preferredCountry = (customer: CustomerRecord | null): string | null =>
  customer?.addresses[0]?.country ?? null;

export function prefillCheckoutForm(customer: CustomerRecord | null, delivery: DeliveryOptions | null): CheckoutValues {
  const saved = customer?.addresses[0];
  const address = saved
    ? {
        name: saved.name,
        street: saved.street,
        postalCode: saved.postalCode,
        city: saved.city,
        phone: saved.phone ?? '',
      }
    : DEMO_DETAILS;
  return {
    ...DEMO_DETAILS,
    ...address,
    email: customer?.email ?? DEMO_DETAILS.email,
    country: delivery?.country ?? '',
    method: delivery?.chosen?.method.id ?? '',
  };
}
