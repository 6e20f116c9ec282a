// Vite with Svelte's plugin; nothing for Shopkit: `shopkit-storefront/elements` is an ES module graph Vite splits by
// itself.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [svelte()] });
