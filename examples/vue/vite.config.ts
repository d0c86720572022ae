import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    vue({
      // Tell Vue's template compiler that parley-* tags are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('parley-') } },
    }),
  ],
  // `npm run dev` next to examples/express: the token route lives on the backend.
  server: { proxy: { '/parley-token': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
