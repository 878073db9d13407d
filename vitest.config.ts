import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import {
  buildPagesASSETSBinding,
  cloudflareTest,
  readD1Migrations,
} from '@cloudflare/vitest-pool-workers';

// telegram-ui's ES modules, as the build takes them (its `main` is a CommonJS copy): a control
// imported from one of its files shares its context with the package's index.
const TELEGRAM_UI_AS_BUILT = [
  {
    find: /^@telegram-apps\/telegram-ui$/,
    replacement: '@telegram-apps/telegram-ui/dist/index.js',
  },
];

/**
 * The component tests, parted by whether a file mocks a module (`vi.mock`). The others share one
 * jsdom and one module cache per worker (`isolate: false`): setting up jsdom and importing React,
 * telegram-ui and the app afresh for each file was three quarters of their time. A module mock
 * needs a module cache of its own, or a module another file imported first keeps the real one.
 */
const componentTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `src/${file}`);
const mocksModules = (file: string) => readFileSync(file, 'utf8').includes('vi.mock(');

const componentProject = (name: string, files: string[], isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom' as const,
    include: files,
    isolate,
    setupFiles: ['src/test-setup.ts'],
  },
  resolve: { alias: TELEGRAM_UI_AS_BUILT },
});

export default defineConfig({
  test: {
    // The JSON report feeds the pass/fail line that .ci/run prints; scripts name the file.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // A worker a core: vitest's default keeps one core for itself, which on CI's two left the
    // unit run on one (4.8 minutes there against 3 with both).
    maxWorkers: availableParallelism(),
    projects: [
      componentProject(
        'app',
        componentTests.filter((file) => !mocksModules(file)),
        false,
      ),
      componentProject('app-mocks', componentTests.filter(mocksModules), true),
      {
        // Models, rules and scripts need no DOM: Node starts them in a fraction of jsdom's time.
        // A file that does touch the DOM says so in its first line (`@vitest-environment jsdom`).
        plugins: [react()],
        test: {
          name: 'models',
          environment: 'node',
          include: ['src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A guard against hangs: the scripts' tests start ESLint, JSDOM or a bundler, which on
          // two busy cores has taken over the default 5 s.
          testTimeout: 20_000,
        },
        resolve: { alias: TELEGRAM_UI_AS_BUILT },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // Pages functions expect the static assets binding; the public folder stands in.
              serviceBindings: { ASSETS: await buildPagesASSETSBinding('./public') },
              bindings: {
                REFERENCE_BACKEND: '1',
                TELEGRAM_BOT_TOKEN: '123456789:test-bot-token',
                TELEGRAM_WEBHOOK_SECRET: 'test-webhook-secret',
                // The reference backend's Bot API double, answered in the same worker.
                TELEGRAM_API_URL: 'http://localhost/api/_dev/bot-api',
                BOT_USERNAME: 'pizza_test_bot',
                BOT_APP_NAME: 'order',
                BOT_OPERATOR_IDS: '100500, 100501',
                ORDER_EVENTS_SECRET: 'test-order-events-secret',
                PAYMENT_CALLS_SECRET: 'test-payment-calls-secret',
                MAIN_API_SECRET: 'test-main-secret',
                HR_API_SECRET: 'test-hr-secret',
                MESSENGER_API_SECRET: 'test-messenger-secret',
                BOT_LINK_SECRET: 'test-bot-link-secret',
                SESSION_SECRET: 'test-session-secret',
                SESSION_SECRET_PREVIOUS: 'test-session-secret-before-rotation',
                INIT_DATA_MAX_AGE_SECONDS: '86400',
                // Every test file's sign-ins share the site's SMS ceiling: the tests of the
                // ceiling set their own, and check the defaults (30 a minute, 2000 a day) apart.
                SMS_CEILING_PER_MINUTE: '100000',
                SMS_CEILING_PER_DAY: '100000',
                PAYME_MERCHANT_ID: 'test-payme-merchant',
                PAYME_KEY: 'test-payme-key',
                PAYME_CHECKOUT_URL: 'https://checkout.test.paycom.uz',
                CLICK_SERVICE_ID: '101',
                CLICK_MERCHANT_ID: '202',
                CLICK_SECRET_KEY: 'test-click-secret',
                CLICK_CHECKOUT_URL: '/api/_dev/sandbox/click',
                TELEGRAM_PAYMENT_PROVIDER_TOKEN: '398062629:TEST:test-provider-token',
                // The migrations a deployment applies, for the tests to apply to their database.
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        // The tests reach the reference backend the way a local build does (package.json "imports").
        ssr: { resolve: { conditions: ['reference-backend'] } },
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          // One runtime and one module cache for every file, so the edge and the reference backend
          // are imported once, not once a file (that import was three quarters of this project's
          // time), and the files share one database: each makes its own customers and orders, and
          // none counts what it did not make.
          isolate: false,
          // A guard against hangs, as for the models: a scripted brute force of 160 requests has
          // taken over the default 5 s on two busy cores.
          testTimeout: 20_000,
          setupFiles: ['tests/functions/apply-migrations.ts', 'tests/functions/run-clock.ts'],
        },
      },
    ],
  },
});
