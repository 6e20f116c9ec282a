// A customer's saved delivery addresses: at most MAX_SAVED_ADDRESSES, most recently used first. Keeping an address
// the customer has already (the same name, street, postal code, city, country and phone, compared without regard to
// case and spacing) only marks it used, so paying ten times to one address keeps one entry; a new one beyond the
// limit pushes out the one used longest ago. The checkout of a signed-in customer keeps the address it shipped to, and
// a first sign-in the addresses of the guest orders it links.
import type { ShippingAddress } from '../../../wire/shipping.ts';
import { createId } from '../state/create-id.ts';
import type { CustomerRecord, SavedAddress } from './customer-types.ts';

export const MAX_SAVED_ADDRESSES = 10;

const FIELDS = ['name', 'street', 'postalCode', 'city', 'country', 'phone'] as const;
const comparable = (address: ShippingAddress) =>
  FIELDS.map((field) => (address[field] ?? '').replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000');

/** The customer's addresses with `address` first (kept or marked used); returns the saved entry. */
export function keepAddress(customer: CustomerRecord, address: ShippingAddress, at: string): SavedAddress {
  const key = comparable(address);
  const existing = customer.addresses.find((saved) => comparable(saved) === key);
  const saved: SavedAddress = existing ? { ...existing, usedAt: at } : { id: createId('adr'), ...address, usedAt: at };
  customer.addresses = [saved, ...customer.addresses.filter((entry) => entry !== existing)]
    .sort((a, b) => b.usedAt.localeCompare(a.usedAt))
    .slice(0, MAX_SAVED_ADDRESSES);
  return saved;
}

/** Forgets one address; false when the customer has none with that id. */
export function forgetAddress(customer: CustomerRecord, id: string): boolean {
  const kept = customer.addresses.filter((address) => address.id !== id);
  const found = kept.length !== customer.addresses.length;
  customer.addresses = kept;
  return found;
}
