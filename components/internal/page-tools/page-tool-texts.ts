// What the page says about its assistant's actions (page-tool-panel.ts), in the page's language: English and Swedish,
// like the elements' own texts. Product names are the merchant's and arrive as plain text.

export interface PageToolTexts {
  searched: (query: string, count: number) => string;
  opening: (name: string) => string;
  added: (quantity: number, name: string) => string;
  changed: (quantity: number, name: string) => string;
  currency: (code: string) => string;
  askCheckout: string;
  askCheckoutDetail: string;
  goToCheckout: string;
  stayHere: string;
  declined: string;
}

const EN: PageToolTexts = {
  searched: (query, count) =>
    `Your assistant searched for “${query}”: ${count} ${count === 1 ? 'product' : 'products'}.`,
  opening: (name) => `Your assistant is opening ${name}.`,
  added: (quantity, name) => `Your assistant added ${quantity} × ${name} to your cart.`,
  changed: (quantity, name) =>
    quantity === 0 ? `Your assistant removed ${name} from your cart.` : `Your assistant set ${name} to ${quantity}.`,
  currency: (code) => `Your assistant switched prices to ${code}.`,
  askCheckout: 'Your assistant wants to go to checkout',
  askCheckoutDetail: 'You will enter your details and pay yourself. Go to checkout now?',
  goToCheckout: 'Go to checkout',
  stayHere: 'Stay here',
  declined: 'You stayed on this page.',
};

const SV: PageToolTexts = {
  searched: (query, count) =>
    `Din assistent sökte efter ”${query}”: ${count} ${count === 1 ? 'produkt' : 'produkter'}.`,
  opening: (name) => `Din assistent öppnar ${name}.`,
  added: (quantity, name) => `Din assistent lade ${quantity} × ${name} i din varukorg.`,
  changed: (quantity, name) =>
    quantity === 0
      ? `Din assistent tog bort ${name} ur din varukorg.`
      : `Din assistent ändrade ${name} till ${quantity}.`,
  currency: (code) => `Din assistent visar nu priser i ${code}.`,
  askCheckout: 'Din assistent vill gå till kassan',
  askCheckoutDetail: 'Du fyller i dina uppgifter och betalar själv. Gå till kassan nu?',
  goToCheckout: 'Gå till kassan',
  stayHere: 'Stanna här',
  declined: 'Du stannade på sidan.',
};

/** The texts for the page's language (`<html lang>`), English when it is not Swedish. */
export function pageToolTexts(doc: Document = document): PageToolTexts {
  return /^sv\b/i.test(doc.documentElement.lang) ? SV : EN;
}
