// A plain Vite React app. Add @vitejs/plugin-react for Fast Refresh in your own app; the build needs nothing more
// than Vite's built-in JSX transform.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic' } },
  // `npm run dev` next to examples/express: the token route lives on the backend.
  server: { proxy: { '/parley-token': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
