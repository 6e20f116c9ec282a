import { expect } from 'chai';
import { panelLogin, postPanelForm, readPanelMessages } from '../helpers/panel-client.ts';
import { payForm } from '../helpers/pay-form.ts';
import { asCustomer, signIn } from './helpers/customer-fixture.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('control panel: customers', () => {
  let f: PlatformFixture;
  let cookie = '';
  const get = (path: string) => fetch(`${f.platform.urls.admin}${path}`, { redirect: 'manual', headers: { cookie } });
  before(async () => {
    f = await startFixture({ panelPassword: 'pw-customers' });
    cookie = await panelLogin(f.platform);
  });
  after(() => f.close());

  async function buyAs(token: string, email: string) {
    const headers = { 'shopkit-customer-token': token };
    const cart = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_005', quantity: 1 }] },
      headers,
    });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' },
      headers,
    });
    await fetch(`${handoff.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: payForm({ email, name: 'Vera Holm' }),
    });
  }

  it('lists customers newest first, finds them by a part of the address, and links the mail catcher', async () => {
    await signIn(f, 'alva@example.com');
    await signIn(f, 'bo@example.org');
    const page = await (await get('/panel/customers')).text();
    expect(page).to.contain('<caption>2 customers</caption>');
    expect(page.indexOf('bo@example.org')).to.be.lessThan(page.indexOf('alva@example.com'));
    expect(page).to.contain(`href="${f.platform.mail.catcher!.url}/"`);
    const found = await (await get('/panel/customers?email=EXAMPLE.ORG')).text();
    expect(found).to.contain('bo@example.org').and.not.contain('alva@example.com');
    const none = await (await get(`/panel/customers?email=${encodeURIComponent('%_')}`)).text();
    expect(none).to.contain('No customer has such an address.');
  });

  it("shows one customer's addresses and orders, exports them as JSON and deletes them after confirming", async () => {
    const { token, customer } = await signIn(f, 'vera@example.com');
    await buyAs(token, 'vera@example.com');
    const page = await (await get(`/panel/customers/${customer.id}`)).text();
    expect(page).to.contain('vera@example.com').and.contain('Storgatan 1').and.contain('id="customer-orders"');
    const exported = await get(`/panel/customers/${customer.id}/export`);
    expect(exported.headers.get('content-disposition')).to.equal(`attachment; filename="customer-${customer.id}.json"`);
    const body = await exported.json();
    expect(body.customer.email).to.equal('vera@example.com');
    expect(body.orders).to.have.length(1);
    const unconfirmed = await postPanelForm(cookie, `/panel/customers/${customer.id}/delete`, f.platform, []);
    expect(unconfirmed.headers.get('location')).to.match(/\/delete\?error=customer-delete-unconfirmed$/);
    expect((await f.call('GET', '/v2/customer', asCustomer(token))).status, 'still there').to.equal(200);
    const deleted = await postPanelForm(cookie, `/panel/customers/${customer.id}/delete`, f.platform, [
      ['confirm', 'yes'],
    ]);
    const shown = readPanelMessages(await (await get(deleted.headers.get('location')!)).text());
    expect(shown.notice).to.equal('Deleted vera@example.com; their order stays without their data.');
    expect((await f.call('GET', '/v2/customer', asCustomer(token))).status, 'signed out everywhere').to.equal(401);
    expect((await get(`/panel/customers/${customer.id}`)).status).to.equal(404);
    const orders = await (await get('/panel/orders')).text();
    expect(orders).not.to.contain('vera@example.com').and.not.to.contain('Vera Holm');
  });

  it('escapes an address as it shows it', async () => {
    await signIn(f, "o'neil+b@example.com");
    const page = await (await get('/panel/customers?email=neil')).text();
    expect(page).to.contain('o&#39;neil+b@example.com');
  });
});
