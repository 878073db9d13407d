import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { codeOwners } from './scripts/build/code-owners-plugin';
import { messageParts } from './scripts/build/message-parts-plugin';
import { siteFiles } from './scripts/build/site-files-plugin';
import { sourceMaps } from './scripts/build/source-maps-plugin';
import { startModules } from './scripts/build/start-modules-plugin';
import { HASHED_ASSETS_PATH } from '@pizza-order-app/contract/config/site-http';

// The libraries every screen runs on. valibot and patronum are sets of separate functions: they
// are left to the splitter, so a function only on-demand code calls stays out of the first load.
const RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler|effector|effector-react|effector-storage|i18next|react-i18next|i18next-resources-to-backend|swr|dequal|use-sync-external-store|wouter|regexparam)[\\/]/;

// The chunks every page has loaded before any other chunk of the app runs (see src/main.tsx).
const ALWAYS_LOADED = /^assets\/(runtime|rolldown-runtime|shell|entry-support)-[\w-]+\.js$/;
const ENTRY = /^assets\/index-[\w-]+\.js$/;
const NAMED_CHUNKS =
  /^(runtime|rolldown-runtime|shell|entry-support|adapter|telegram|basket-sync|sentry)$/;

// What the menu's first screen draws besides the menu itself, and the checkout again: the chosen
// place, the kitchen's hours and the restaurant it names. In the shell they compress with the rest
// of the start (0.9 KB gzip less than as two chunks of their own), at 0.7 KB for other screens.
const MENU_START =
  /(contract[\\/]src[\\/]lib[\\/](kitchen-hours|geo[\\/]zone)|src[\\/](shared[\\/]lib[\\/]keep-units|features[\\/]choose-location[\\/](location-summary|model|lazy-location-picker)|entities[\\/]restaurant[\\/]restaurant))\.tsx?$/;

// Files the service worker does not precache: Telegram's code (the worker never runs in Telegram)
// and Sentry's (only with a DSN). Fetched once, the worker still keeps them (src/sw.ts).
const NOT_PRECACHED = ['adapter', 'telegram', 'basket-sync', 'sentry'];

// The functions (edge endpoints and the reference backend) run under `wrangler pages dev`;
// in development Vite proxies /api to it so the app sees one origin, as in production.
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:8788';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const start = startModules();
  // The deployment's secret, never a VITE_ variable: the app's bundle must not see it.
  const maps = sourceMaps({
    authToken: process.env.SENTRY_AUTH_TOKEN,
    org: process.env.SENTRY_ORG,
    project: process.env.SENTRY_PROJECT,
    release: env.VITE_RELEASE,
  });
  // Unique per build unless the deployment names it (a commit hash, say).
  const buildId =
    env.VITE_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
    plugins: [
      react(),
      start.plugin,
      messageParts(),
      codeOwners(),
      siteFiles({
        buildId,
        headers: {
          apiUrls: [env.VITE_MAIN_API_URL, env.VITE_MESSENGER_API_URL, env.VITE_HR_API_URL],
          yandexMapsApiKey: env.VITE_YANDEX_MAPS_API_KEY,
          sentryDsn: env.VITE_SENTRY_DSN,
          yandexMetrikaId: env.VITE_YANDEX_METRIKA_ID,
          googleTagId: env.VITE_GOOGLE_TAG_ID,
        },
      }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        // Registered by the app itself, after its first screen and never in Telegram.
        injectRegister: false,
        // The manifests are the site files' (one per language).
        manifest: false,
        injectManifest: {
          // The app's code and styles, every language's messages, and the menu page of each
          // language, which the worker shows for any page it cannot fetch (src/sw.ts), and the
          // stand-in for a picture that cannot be loaded (offline too: shared/ui/picture.tsx).
          globPatterns: [
            '{index,en,uz}.html',
            'assets/*.{js,css,svg}',
            'icons/*.png',
            'logo.svg',
            'images/no-picture.svg',
          ],
          globIgnores: NOT_PRECACHED.map((name) => `assets/${name}-*`),
        },
      }),
      ...maps.plugins,
    ],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./src/shared/lib/native-sync-external-store.ts', import.meta.url),
          ),
        },
      ],
    },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': FUNCTIONS_ORIGIN },
    },
    build: {
      target: 'es2022',
      // Named once for the build, its _headers and the edge, which treat these files alike.
      assetsDir: HASHED_ASSETS_PATH.replace(/^\/|\/$/g, ''),
      // Every browser the app supports preloads modules itself, except Safari before 17, where a
      // missing preload costs time, not function: no polyfill in every visitor's first download.
      modulePreload: {
        polyfill: false,
        // A chunk that runs after the shell never lists the chunks the start already loaded
        // (the runtime, the shell, the entry's support): their names are bytes of every first
        // load that preload nothing.
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'js' && !ENTRY.test(hostId)
            ? deps.filter((dep) => !ALWAYS_LOADED.test(dep))
            : deps,
      },
      // scripts/budget.mjs reads the manifest to know what a route really downloads (and the code
      // owners file, written beside it, to know how much of it is the app's own).
      manifest: true,
      sourcemap: maps.sourcemap,
      rollupOptions: {
        output: {
          // The shell lists every on-demand file it may load for Vite's preloads: their names are
          // bytes of every first load, so only the files something finds by name keep theirs.
          chunkFileNames: ({ name }) =>
            NAMED_CHUNKS.test(name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
          // The same for the on-demand stylesheets the shell lists; the pages find theirs in the
          // manifest. Other files (icons, fonts) keep their names.
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash:7][extname]'
              : 'assets/[name]-[hash][extname]',
          // The libraries every screen runs on, in one chunk: it compresses better than the dozen
          // fragments the splitter would otherwise cut around the on-demand chunks.
          codeSplitting: {
            groups: [
              {
                name: 'runtime',
                // Top-level packages only: the Telegram SDK bundles its own valibot, which must
                // stay in the SDK's on-demand chunk rather than ride along for every web visitor.
                test: (id: string) =>
                  RUNTIME.test(id) && id.split(/node_modules[\\/]/).length === 2,
              },
              // Named, so the service worker can leave it out of its precache.
              {
                name: 'sentry',
                test: /node_modules[\\/]@sentry(-internal)?[\\/]|src[\\/]app[\\/]sentry\.ts/,
              },
              // The entry needs Vite's preload helper, the reload guard (for when the app's own
              // chunk fails to load) and the task splitter, and nothing else of the shell.
              {
                name: 'entry-support',
                test: /vite[\\/]preload-helper|src[\\/]shared[\\/](lib[\\/](freshness[\\/]reload-guard|dom[\\/]next-task)|config[\\/]constants)/,
              },
              {
                name: 'shell',
                // The app's own modules its start needs (see start-modules-plugin.ts). CSS stays
                // with the entry, which must not import the shell: see src/main.tsx.
                test: (id: string) =>
                  (start.has(id) || MENU_START.test(id)) &&
                  /[\\/]src[\\/]/.test(id) &&
                  !id.endsWith('.css'),
              },
            ],
          },
        },
      },
    },
  };
});
