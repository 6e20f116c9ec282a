// The app's start: the default client every element uses, then the app. The elements define themselves as their
// tags appear (each its own chunk); Svelte writes their attributes, which need no definition first.
import { configure } from 'shopkit-storefront/elements';
import type {} from 'shopkit-storefront/svelte';
import { mount } from 'svelte';
import App from './App.svelte';
import { SHOPKIT_CONFIG } from './shopkit-config.ts';

const client = configure(SHOPKIT_CONFIG);
mount(App, { target: document.getElementById('app')!, props: { consent: client.consent } });
