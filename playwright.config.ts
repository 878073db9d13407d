import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from './scripts/browser.mjs';
import { runClockShiftMinutes } from './scripts/run-clock';

const PORT = Number(process.env.E2E_PORT ?? 8790);
/** The same build against a backend of the core only (tests/e2e/support/core-server.ts). */
process.env.E2E_CORE_PORT ??= String(PORT + 1);
// The e2e servers' inner ports: wrangler itself, and the internet's doubles (scripts/e2e-server.mjs).
process.env.E2E_ORIGIN_PORT ??= String(PORT + 2);
process.env.E2E_DOUBLES_PORT ??= String(PORT + 3);
process.env.E2E_CORE_ORIGIN_PORT ??= String(PORT + 4);
// Chosen once, when the run starts: the workers inherit it (tests/e2e/support/run-clock.ts).
process.env.E2E_CLOCK_SHIFT_MINUTES ??= String(runClockShiftMinutes(Date.now()));
// The run's own numbers for its test customers (tests/e2e/support/unique.ts).
process.env.E2E_RUN_STAMP ??= String(Math.floor(Date.now() / 1000));

export default defineConfig({
  testDir: 'tests/e2e',
  // Stops the run with one message on a Chromium older than the baselines' (scripts/browser.mjs),
  // and starts the second server, of the core profile, beside the first tests.
  globalSetup: ['./tests/e2e/support/browser-check.ts', './tests/e2e/support/core-server.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is flaky, and flaky counts as failing: no retries,
  // and should retries come back (`--retries` on the command line), a flaky test fails the run.
  retries: 0,
  failOnFlakyTests: true,
  // A guard against hangs, not a speed check (speed is `npm run bench`): CI runs two workers
  // beside the server on two cores, where a tour of every route takes twice its 15 s alone.
  timeout: 60_000,
  // The visual baselines (tests/e2e/visual.spec.ts) are drawn by Debian's Chromium on Linux, the
  // browser CI runs: their path names no platform or project, the same on every checkout.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  expect: {
    // Also a guard, not a speed check: on CI's two busy cores a screen that waits on two reads (the
    // checkout's menu and places, a profile's history) has been seen to take over 5 s to fill.
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    locale: 'ru-RU',
    launchOptions: e2eLaunchOptions(),
    // The site's service worker would answer requests that page.route means to fake; the specs of
    // the worker itself (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    // The system's "reduce motion", a customer's real setting: the app's motion is CSS alone (no
    // script waits on it), and drawing a screen's transitions and shimmer frame by frame cost the
    // browser a third of each page load's CPU. The customer journeys (checkout, menu, composite
    // dishes, on the web and in Telegram) run with motion, and chrome-telegram.spec.ts checks both.
    reducedMotion: 'reduce',
    // The doubled internet hosts answer with a certificate the e2e server made for the run.
    ignoreHTTPSErrors: true,
  },
  webServer: {
    // `npm test` builds once, for the budget and this run (E2E_BUILT); alone, the run builds.
    command: `${process.env.E2E_BUILT ? '' : 'npm run build:e2e && '}node scripts/e2e-server.mjs`,
    // Orders keep the reference clock's status a minute: a spec moves its order on itself
    // (`advanceOrderTo`, tests/e2e/support/orders-api.ts). A second sign-in code may go after
    // 2 s (not 60 s).
    env: {
      PORT: String(PORT),
      SIGN_IN_RESEND_SECONDS: '2',
      REFERENCE_CLOCK_SHIFT_MINUTES: process.env.E2E_CLOCK_SHIFT_MINUTES,
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // The build alone takes a minute on a busy two-core machine: room for it, not a race.
    timeout: 300_000,
  },
});
