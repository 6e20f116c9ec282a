// The hosted checkout's form fields: email, then for a shop that ships the delivery address (with the browser's
// autofill tokens) and the delivery methods serving the chosen country with their prices. Every field has a real
// label; a field the payment refused is marked invalid, names its error through aria-describedby and gets focus (the
// methods: every radio is marked, and the chosen one, else the first that serves the country, gets focus).
// Each method carries the shipping, VAT and total it gives, so the page's script (/assets/checkout.js) only shows
// what the platform priced; without the script the page works too, and the payment checks every choice again.
import { CHECKOUT_FIELDS, type CheckoutField, type CheckoutFormState } from './checkout-form.ts';
import type { DeliveryOption, DeliveryOptions } from './delivery-options.ts';
import { html, type SafeHtml } from './html.ts';

type Money = (amount: number) => string;

interface FieldSpec {
  field: CheckoutField;
  label: string;
  autocomplete: string;
  type?: string;
  maxlength: number;
  required?: boolean;
  inputmode?: string;
}

/** The first field with an error: it gets `autofocus`, so the shopper lands on it. */
export const firstInvalid = (form: CheckoutFormState): CheckoutField | undefined =>
  CHECKOUT_FIELDS.find((field) => form.errors[field] !== undefined);

function described(form: CheckoutFormState, field: CheckoutField): SafeHtml {
  if (!form.errors[field]) return html``;
  return html` aria-invalid="true" aria-describedby="error-${field}"${firstInvalid(form) === field ? html` autofocus` : ''}`;
}

function errorText(form: CheckoutFormState, field: CheckoutField): SafeHtml | string {
  const message = form.errors[field];
  return message ? html`<p class="field-error" id="error-${field}">${message}</p>` : '';
}

export function inputField(form: CheckoutFormState, spec: FieldSpec): SafeHtml {
  const id = `customer-${spec.field}`;
  return html`<div class="field"><label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.field}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}"${spec.required === false ? '' : html` required`} maxlength="${spec.maxlength}"${spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''} value="${form.values[spec.field]}"${described(form, spec.field)}>
${errorText(form, spec.field)}</div>`;
}

function countrySelect(form: CheckoutFormState, delivery: DeliveryOptions): SafeHtml {
  return html`<div class="field"><label for="customer-country">Country</label>
<select id="customer-country" name="country" autocomplete="shipping country" required${described(form, 'country')}>
${delivery.countries.map((c) => html`<option value="${c.code}"${c.code === delivery.country ? ' selected' : ''}>${c.name}</option>`)}
</select>
${errorText(form, 'country')}</div>`;
}

/** The radio that takes focus when the method was refused: the chosen one, else the first that serves the country. */
const methodToFocus = (delivery: DeliveryOptions): DeliveryOption | undefined =>
  delivery.chosen ?? delivery.options.find((option) => option.method.countries.includes(delivery.country));

/** A refused method marks every radio of the group and names its message; focus lands on one of them. */
function methodMarks(form: CheckoutFormState, delivery: DeliveryOptions, option: DeliveryOption): SafeHtml {
  if (!form.errors.method) return html``;
  const focus = firstInvalid(form) === 'method' && methodToFocus(delivery) === option;
  return html` aria-invalid="true" aria-describedby="error-method"${focus ? html` autofocus` : ''}`;
}

function methodChoice(form: CheckoutFormState, option: DeliveryOption, delivery: DeliveryOptions, money: Money) {
  const { method, line, totals } = option;
  const serves = method.countries.includes(delivery.country);
  const price = line.free ? 'Free' : money(line.amount);
  return html`<label class="method"${serves ? '' : ' hidden'}><input type="radio" name="method" value="${method.id}" required${delivery.chosen === option ? ' checked' : ''}${serves ? '' : ' disabled'}${methodMarks(form, delivery, option)} data-countries="${method.countries.join(' ')}" data-shipping="${line.amount}" data-shipping-text="${price}" data-vat="${totals.vatTotal}" data-vat-text="${money(totals.vatTotal)}" data-total="${totals.total}" data-total-text="${money(totals.total)}">
<span class="method-name">${method.name}</span><span class="method-price">${price}</span></label>`;
}

/** The address fieldset and the methods fieldset. */
export function deliveryFields(form: CheckoutFormState, delivery: DeliveryOptions, money: Money): SafeHtml {
  return html`<fieldset class="address"><legend>Delivery address</legend>
${inputField(form, { field: 'name', label: 'Full name', autocomplete: 'shipping name', maxlength: 100 })}
${inputField(form, { field: 'street', label: 'Street address', autocomplete: 'shipping street-address', maxlength: 200 })}
<div class="pair">${inputField(form, { field: 'postalCode', label: 'Postal code', autocomplete: 'shipping postal-code', maxlength: 12 })}${inputField(form, { field: 'city', label: 'City', autocomplete: 'shipping address-level2', maxlength: 100 })}</div>
${countrySelect(form, delivery)}
${inputField(form, { field: 'phone', label: 'Phone (optional)', autocomplete: 'tel', type: 'tel', maxlength: 30, required: false, inputmode: 'tel' })}
</fieldset>
<fieldset class="methods" id="delivery-methods"><legend>Delivery method</legend>
${delivery.options.map((option) => methodChoice(form, option, delivery, money))}
${errorText(form, 'method')}
</fieldset>`;
}
