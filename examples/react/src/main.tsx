// The app's start: the default client every element uses, then the first render. Each element defines itself the
// first time React puts its tag in the page (each its own chunk), so the list page loads none of the product page's
// code; the app writes their attributes by name (`url-pattern`), which need no definition first.
import { createRoot } from 'react-dom/client';
import { configure } from 'shopkit-storefront/elements';
import type {} from 'shopkit-storefront/react';
import { App } from './App.tsx';
import { SHOPKIT_CONFIG } from './shopkit-config.ts';

const client = configure(SHOPKIT_CONFIG);
createRoot(document.getElementById('root')!).render(<App consent={client.consent} />);
