// The app's start: the default client every element uses, then the app. The elements define themselves as their
// tags appear (each its own chunk); Vue writes their attributes, which need no definition first.
import { configure } from 'shopkit-storefront/elements';
import { createApp } from 'vue';
import App from './App.vue';
import { SHOPKIT_CONFIG } from './shopkit-config.ts';

const client = configure(SHOPKIT_CONFIG);
createApp(App, { consent: client.consent }).mount('#app');
