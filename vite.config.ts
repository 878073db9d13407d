import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The functions (edge endpoints and the reference backend) run under `wrangler pages dev`;
// in development Vite proxies /api to it so the app sees one origin, as in production.
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:8788';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': FUNCTIONS_ORIGIN },
  },
  build: {
    target: 'es2022',
    // scripts/budget.mjs reads the manifest to know what a route really downloads.
    manifest: true,
    sourcemap: true,
  },
});
