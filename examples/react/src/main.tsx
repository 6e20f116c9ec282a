// The app's start: the default client every element uses, the elements defined, then the first render.
import { createRoot } from 'react-dom/client';
import { configure, defineShopElements } from 'shopkit-storefront/elements';
import type {} from 'shopkit-storefront/react';
import { App } from './App.tsx';
import { SHOPKIT_CONFIG } from './shopkit-config.ts';

const client = configure(SHOPKIT_CONFIG);
// React 19 sets a prop as a property only on a defined element (`urlPattern` reaches the element itself), so the
// elements are defined before React renders them; each is still its own chunk.
await defineShopElements();
createRoot(document.getElementById('root')!).render(<App consent={client.consent} />);
