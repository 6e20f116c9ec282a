// The page tool that takes the shopper to checkout. It asks the shopper first, in the page (a modal question; through
// the browser's `requestUserInteraction` where it has it, so the page is in front while the agent waits), and goes
// only on their yes. The checkout starts as the shopper's own checkout button starts it (the cancelable
// `shop-checkout-start`, `begin_checkout`), from the page's cart element and with its return addresses; the shopper
// then types their details and pays themselves. The agent never gets the checkout's address.
import { handOffToCheckout, type CheckoutHost } from '../checkout/hosted-checkout.ts';
import { AGENT_CALL, answer, refusal, type PageTool } from './page-tool.ts';
import { askForCheckout, showNotice } from './page-tool-panel.ts';
import { pageToolTexts } from './page-tool-texts.ts';

type CartHost = CheckoutHost & { successUrl?: string; backUrl?: string };

/** The page's cart element, once defined: it hands the cart over as its checkout button would. */
function findCartHost(): CartHost | null {
  const host = document.querySelector('shop-cart') as CartHost | null;
  return host && typeof host.emit === 'function' ? host : null;
}

export const goToCheckout: PageTool = {
  name: 'go_to_checkout',
  title: 'Go to checkout',
  description:
    "Asks the shopper whether to go to checkout now and, if they agree, takes this page to the shop's checkout, " +
    'where the shopper enters their details and pays themselves. The agent never pays.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: {},
  async run(_input, { client, agent }) {
    const cart = await client.cart.current(AGENT_CALL);
    if (!cart || cart.items.length === 0) return refusal("the shopper's cart is empty: add a product first");
    const host = findCartHost();
    if (!host) return refusal('this page has no cart element (<shop-cart>) to check out from');
    const agreed = agent?.requestUserInteraction
      ? await agent.requestUserInteraction(askForCheckout)
      : await askForCheckout();
    if (!agreed) {
      showNotice(pageToolTexts().declined);
      return answer({
        structured: { status: 'declined' },
        summary: 'The shopper chose to stay on this page. Do not ask again unless they say so.',
      });
    }
    let target = '';
    const navigate = (url: string): void => {
      target = url;
    };
    const { successUrl = '', backUrl = '' } = host;
    const outcome = await handOffToCheckout(host, { client, cart, successUrl, backUrl, navigate, request: AGENT_CALL });
    if (outcome === 'cancelled') return refusal('the page did not let the checkout start (shop-checkout-start)');
    // The answer goes back to the agent first; the page then leaves for the checkout.
    setTimeout(() => location.assign(target), 0);
    const { currency, itemCount, total } = cart;
    return answer({
      structured: { status: 'checkout', currency, itemCount, total },
      summary: 'The shopper agreed and is on the way to the checkout, where they enter their details and pay.',
    });
  },
};
