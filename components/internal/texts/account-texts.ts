// The texts of customer accounts (`<shop-account>`, `<shop-order-history>`), apart from the other elements' texts so
// that pages without an account do not carry them. English and Swedish built in; defineTexts() adds or replaces any.
import { withDefinedTexts } from './defined-texts.ts';
import { joinList } from './join-list.ts';

export interface AccountTexts {
  signIn: string;
  signInIntro: string;
  emailLabel: string;
  sendCode: string;
  sending: string;
  /** After a code was sent: where to, and for how long it works. */
  codeSent: (email: string) => string;
  codeLabel: string;
  codeHint: string;
  verify: string;
  verifying: string;
  resend: string;
  otherAddress: string;
  /** The accessible name of the signed-in menu's button. */
  accountMenu: (email: string) => string;
  yourAccount: string;
  signedInAs: (email: string) => string;
  signOut: string;
  signOutEverywhere: string;
  signedOut: string;
  addresses: string;
  noAddresses: string;
  remove: string;
  /** The accessible name of an address's Remove button. */
  removeAddress: (label: string) => string;
  yourData: string;
  exportData: string;
  exported: string;
  deleteAccount: string;
  deleteWarning: string;
  deleteYes: string;
  keepAccount: string;
  deleted: string;
  signInToDelete: string;
  emailInvalid: string;
  codeInvalid: string;
  codeIncorrect: (attemptsLeft: number) => string;
  /** Too many wrong codes: `until` is a time in the shopper's locale. */
  locked: (until: string) => string;
  codeExpired: string;
  codeUsed: string;
  tooManyCodes: (at: string) => string;
  mailUnavailable: string;
  accountFailed: string;
  orderStatus: Readonly<Record<'new' | 'done' | 'cancelled', string>>;
  reorder: string;
  /** What a reorder did: lines added, and the names of those that are gone, sold out or short. */
  reordered: (added: number, gone: string[], soldOut: string[], short: string[]) => string;
  reorderFailed: string;
  ordersSignedOut: string;
  noOrders: string;
  ordersFailed: string;
  moreOrders: string;
}

const EN: AccountTexts = {
  signIn: 'Sign in',
  signInIntro: 'No password needed: we e-mail you a code.',
  emailLabel: 'E-mail address',
  sendCode: 'Send me a code',
  sending: 'Sending…',
  codeSent: (email) => `We sent a 6-digit code to ${email}. It works for 10 minutes.`,
  codeLabel: 'Code from the e-mail',
  codeHint: '6 digits',
  verify: 'Sign in',
  verifying: 'Signing in…',
  resend: 'Send a new code',
  otherAddress: 'Use another address',
  accountMenu: (email) => `Your account (${email})`,
  yourAccount: 'Your account',
  signedInAs: (email) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signedOut: 'You are signed out.',
  addresses: 'Saved addresses',
  noAddresses: 'No saved address yet: the address of your next order is kept here.',
  remove: 'Remove',
  removeAddress: (label) => `Remove ${label}`,
  yourData: 'Your data',
  exportData: 'Download my data (JSON)',
  exported: 'Your data was downloaded.',
  deleteAccount: 'Delete my account',
  deleteWarning:
    'Deleting your account removes your saved addresses and signs you out everywhere. Your orders stay with the shop for its books, without your name, e-mail address or delivery address. This cannot be undone.',
  deleteYes: 'Yes, delete my account',
  keepAccount: 'Keep my account',
  deleted: 'Your account was deleted.',
  signInToDelete: 'For your safety, sign in again, then delete your account.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  codeInvalid: 'Enter the 6 digits from the e-mail.',
  codeIncorrect: (left) =>
    left > 0
      ? `That code is wrong. ${left} ${left === 1 ? 'try is' : 'tries are'} left.`
      : 'That code is wrong, and it was the last try.',
  locked: (until) => `Too many wrong codes. Try again after ${until}.`,
  codeExpired: 'That code has expired. Ask for a new one.',
  codeUsed: 'That code or link was already used. Ask for a new one.',
  tooManyCodes: (at) => `We sent several codes already. Ask for a new one after ${at}.`,
  mailUnavailable: 'The e-mail could not be sent just now. Please try again in a moment.',
  accountFailed: 'Something went wrong. Please try again.',
  orderStatus: { new: 'Received', done: 'Completed', cancelled: 'Cancelled' },
  reorder: 'Buy again',
  reordered: (added, gone, soldOut, short) =>
    [
      added > 0 ? `Added to your cart.` : 'Nothing could be added to your cart.',
      gone.length ? `${joinList('en', gone)} ${gone.length === 1 ? 'is' : 'are'} no longer sold.` : '',
      soldOut.length ? `${joinList('en', soldOut)} ${soldOut.length === 1 ? 'is' : 'are'} sold out.` : '',
      short.length
        ? `Only some of ${joinList('en', short)} ${short.length === 1 ? 'is' : 'are'} left: added what there is.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  reorderFailed: 'The order could not be added to your cart. Please try again.',
  ordersSignedOut: 'Sign in to see your orders.',
  noOrders: 'No orders yet.',
  ordersFailed: 'Your orders could not be loaded.',
  moreOrders: 'Show older orders',
};

const SV: AccountTexts = {
  signIn: 'Logga in',
  signInIntro: 'Inget lösenord behövs: vi mejlar dig en kod.',
  emailLabel: 'E-postadress',
  sendCode: 'Skicka en kod',
  sending: 'Skickar…',
  codeSent: (email) => `Vi skickade en sexsiffrig kod till ${email}. Den fungerar i 10 minuter.`,
  codeLabel: 'Koden från mejlet',
  codeHint: '6 siffror',
  verify: 'Logga in',
  verifying: 'Loggar in…',
  resend: 'Skicka en ny kod',
  otherAddress: 'Använd en annan adress',
  accountMenu: (email) => `Ditt konto (${email})`,
  yourAccount: 'Ditt konto',
  signedInAs: (email) => `Inloggad som ${email}`,
  signOut: 'Logga ut',
  signOutEverywhere: 'Logga ut överallt',
  signedOut: 'Du är utloggad.',
  addresses: 'Sparade adresser',
  noAddresses: 'Ingen sparad adress ännu: adressen för din nästa beställning sparas här.',
  remove: 'Ta bort',
  removeAddress: (label) => `Ta bort ${label}`,
  yourData: 'Dina uppgifter',
  exportData: 'Ladda ner mina uppgifter (JSON)',
  exported: 'Dina uppgifter laddades ner.',
  deleteAccount: 'Radera mitt konto',
  deleteWarning:
    'När du raderar ditt konto tas dina sparade adresser bort och du loggas ut överallt. Dina beställningar finns kvar i butikens bokföring, utan ditt namn, din e-postadress eller leveransadress. Det går inte att ångra.',
  deleteYes: 'Ja, radera mitt konto',
  keepAccount: 'Behåll mitt konto',
  deleted: 'Ditt konto är raderat.',
  signInToDelete: 'För din säkerhet: logga in igen och radera sedan ditt konto.',
  emailInvalid: 'Skriv en e-postadress som namn@exempel.se.',
  codeInvalid: 'Skriv de sex siffrorna från mejlet.',
  codeIncorrect: (left) =>
    left > 0
      ? `Koden stämmer inte. ${left} ${left === 1 ? 'försök' : 'försök'} kvar.`
      : 'Koden stämmer inte, och det var sista försöket.',
  locked: (until) => `För många felaktiga koder. Försök igen efter ${until}.`,
  codeExpired: 'Koden har gått ut. Be om en ny.',
  codeUsed: 'Koden eller länken är redan använd. Be om en ny.',
  tooManyCodes: (at) => `Vi har redan skickat flera koder. Be om en ny efter ${at}.`,
  mailUnavailable: 'Mejlet kunde inte skickas just nu. Försök igen om en stund.',
  accountFailed: 'Något gick fel. Försök igen.',
  orderStatus: { new: 'Mottagen', done: 'Klar', cancelled: 'Avbruten' },
  reorder: 'Köp igen',
  reordered: (added, gone, soldOut, short) =>
    [
      added > 0 ? 'Lagt i din varukorg.' : 'Inget kunde läggas i din varukorg.',
      gone.length ? `${joinList('sv', gone)} säljs inte längre.` : '',
      soldOut.length ? `${joinList('sv', soldOut)} är slutsåld${soldOut.length === 1 ? '' : 'a'}.` : '',
      short.length ? `Bara en del av ${joinList('sv', short)} finns kvar: det som finns lades i varukorgen.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  reorderFailed: 'Beställningen kunde inte läggas i din varukorg. Försök igen.',
  ordersSignedOut: 'Logga in för att se dina beställningar.',
  noOrders: 'Inga beställningar ännu.',
  ordersFailed: 'Dina beställningar kunde inte laddas.',
  moreOrders: 'Visa äldre beställningar',
};

const BUILT_IN: Readonly<Record<string, AccountTexts>> = { en: EN, sv: SV };

/** The account's texts for a locale: the merchant's definitions, over the built-in ones, over English. */
export function accountTextsFor(locale: string): AccountTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}
