// Static pages, each one file (`/product` is product.html), as any static host serves them.
import { defineConfig } from 'astro/config';

export default defineConfig({ output: 'static', build: { format: 'file' } });
