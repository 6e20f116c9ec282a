// The hosted checkout form's delivery choices, for a shop that ships: choosing a country shows only the methods that
// serve it (picking the first when the chosen one does not), and choosing a method shows its shipping, the VAT and
// the total. Every amount was priced by the platform and written on the method's radio button: this script only
// shows the right one. Without it the page still works (it opens with the shop's country), and the payment checks
// the country and the method again. Served from the checkout origin, so the page keeps `script-src 'self'`.
(() => {
  const form = document.getElementById('checkout-form');
  const country = form?.elements.namedItem('country');
  if (!form || !(country instanceof HTMLSelectElement)) return;
  const methods = [...form.querySelectorAll('input[type="radio"][name="method"]')];
  const show = (id, amount, text) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.textContent = text;
    if (amount !== null) target.dataset.amount = amount;
  };

  const update = () => {
    for (const radio of methods) {
      const serves = radio.dataset.countries.split(' ').includes(country.value);
      radio.disabled = !serves;
      radio.closest('label').hidden = !serves;
      if (!serves) radio.checked = false;
    }
    const chosen = methods.find((radio) => radio.checked) ?? methods.find((radio) => !radio.disabled);
    if (!chosen) return;
    chosen.checked = true;
    show('checkout-shipping', chosen.dataset.shipping, chosen.dataset.shippingText);
    show('checkout-vat', chosen.dataset.vat, chosen.dataset.vatText);
    show('checkout-total', chosen.dataset.total, chosen.dataset.totalText);
    show('checkout-pay-total', null, chosen.dataset.totalText);
  };

  country.addEventListener('change', update);
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'method') update();
  });
  update();
})();
