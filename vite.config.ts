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
    rollupOptions: {
      output: {
        // The libraries every screen runs on, in one chunk: it compresses better than the dozen
        // fragments the splitter would otherwise cut around the on-demand chunks. Helpers the menu
        // never runs (dates, phones, masking, route ids, zone checks, the timeline) stay with their
        // screens.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|effector|effector-react|effector-storage|i18next|react-i18next|i18next-resources-to-backend|valibot|swr|dequal|use-sync-external-store|wouter|regexparam|patronum)[\\/]/,
            },
            {
              name: 'shell',
              test: /src[\\/](app|entities[\\/](cart|customer|location|menu|restaurant[\\/](?!zone-check))|shared[\\/](api|config|contract|i18n|lib[\\/](?!mask|phone|route-id|use-format-date)|ui[\\/](?!telegram-skin|rich-text|timeline)|telegram[\\/](launch|model|hooks)))/,
            },
          ],
        },
      },
    },
  },
});
