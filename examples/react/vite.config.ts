// Vite with React's plugin; nothing for Shopkit: `shopkit-storefront/elements` is an ES module graph Vite splits by
// itself.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
