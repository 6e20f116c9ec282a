// The hosted checkout's Pay form as a test posts it: a shopper and, for a shop that ships, a delivery address in
// Sweden with Standard shipping (the demo seed's); any field can be replaced or added.
export const DEMO_DELIVERY = {
  street: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  method: 'ship_standard',
} as const;

export function payForm(fields: Record<string, string> = {}): string {
  return new URLSearchParams({ name: 'Ann', email: 'ann@example.com', ...DEMO_DELIVERY, ...fields }).toString();
}
