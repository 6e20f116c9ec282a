// The hosted checkout's form as the shopper filled it in: who pays (name, email) and, for a shop that ships, where to
// (street, postal code, city, country, optional phone) and how (the shipping method). Every field is read as typed, so
// a refused payment shows the form again with nothing lost; each check that fails gives a message for its field.
// The text fields follow the platform's free-text rule and the email its e-mail address rule (rules/), with the
// same message for an address as the API's. Whether the country and the method are served (and a method
// chosen) is decided against the shop's methods (delivery-choice.ts).
import { showInvisible } from '../http/api-error.ts';
import { describeEmailAddressProblem, isEmailAddress } from '../rules/email-address.ts';
import { describeFreeTextProblem } from '../rules/free-text.ts';

export const CHECKOUT_FIELDS = ['email', 'name', 'street', 'postalCode', 'city', 'country', 'phone', 'method'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;

/** What a refused form shows again: the values as typed and a message per field. */
export interface CheckoutFormState {
  values: CheckoutValues;
  errors: FieldErrors;
}

const LIMITS: Record<Exclude<CheckoutField, 'email' | 'country' | 'method'>, number> = {
  name: 100,
  street: 200,
  postalCode: 12,
  city: 100,
  phone: 30,
};
// The angle brackets of markup: nothing a parcel label should carry.
const MARKUP = /[<>]/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const PHONE = /^\+?[0-9 ()-]{4,}$/;

/** The form's fields, trimmed (and at most a little past their limit, so nothing huge is kept or shown again). */
export function readCheckoutValues(form: URLSearchParams): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const field of CHECKOUT_FIELDS) values[field] = (form.get(field) ?? '').trim().slice(0, 4000);
  values.country = values.country.toUpperCase();
  return values;
}

/** A short quote of what was typed, for a message (what does not show written as an escape). */
const quote = (value: string) =>
  `\u201c${showInvisible(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value)}\u201d`;

function checkText(field: keyof typeof LIMITS, value: string, label: string): string | null {
  if (value === '') return `Enter ${label}.`;
  const named = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  if (value.length > LIMITS[field]) return `${named} is ${value.length} characters long; at most ${LIMITS[field]} fit.`;
  const problem = describeFreeTextProblem(value);
  if (problem) return `${named} ${quote(value)} ${problem}.`;
  if (MARKUP.test(value)) return `${named} ${quote(value)} cannot hold < or >.`;
  return null;
}

/** The checks that need nothing but the form: every field is there and well formed. */
export function checkCheckoutValues(values: CheckoutValues, ships: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const name = checkText('name', values.name, ships ? 'the name of who receives the order' : 'your name');
  if (name) errors.name = name;
  if (!isEmailAddress(values.email)) errors.email = describeEmailAddressProblem('email', values.email);
  if (!ships) return errors;
  const street = checkText('street', values.street, 'the street address');
  if (street) errors.street = street;
  const postal = checkText('postalCode', values.postalCode, 'the postal code');
  if (postal) errors.postalCode = postal;
  else if (!POSTAL_CODE.test(values.postalCode))
    errors.postalCode = `The postal code ${quote(values.postalCode)} can only hold letters, digits, spaces and hyphens.`;
  const city = checkText('city', values.city, 'the city');
  if (city) errors.city = city;
  if (!/^[A-Z]{2}$/.test(values.country)) errors.country = 'Choose the country the order goes to.';
  if (values.phone && (values.phone.length > LIMITS.phone || !PHONE.test(values.phone)))
    errors.phone = `The phone number ${quote(values.phone)} can only hold digits, spaces, +, -, ( and ).`;
  return errors;
}
