// Vite with Vue's plugin, told that the shop-* tags are custom elements for the browser to define, not Vue components.
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('shop-') } } })],
});
