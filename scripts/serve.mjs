// Serves the built site, its edge functions and the reference backend on one local port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ensureDevVars, exitOf, functionsBuildEnv, migrateLocalDatabase } from './dev-vars.mjs';

const port = process.env.PORT ?? '8788';
const E2E_SETTINGS = [
  'REFERENCE_ORDER_STEP_SECONDS',
  'REFERENCE_CLOCK_SHIFT_MINUTES',
  'SIGN_IN_RESEND_SECONDS',
  'REFERENCE_BACKEND_PROFILE',
];
// A second server beside the first (the e2e run's core profile) keeps its own D1 state: two
// local runtimes writing one SQLite file would lock each other out.
const persistTo = process.env.REFERENCE_STATE_DIR;
const host = '127.0.0.1';
/**
 * The functions compiled into the Worker Pages makes of them (`dist/_worker.js`): given the
 * functions/ folder, `wrangler pages dev` watches every source and the Worker it bundles by
 * esbuild's polling, which re-reads a small graph's files ten times a second; given a Worker, only
 * that Worker, minified to half the bytes to re-read. With SERVE_BUILT_FUNCTIONS set, a second
 * server of the same build (the e2e run's core profile) serves the Worker the first one compiled.
 */
const buildWorker = async () => {
  if (process.env.SERVE_BUILT_FUNCTIONS && existsSync('dist/_worker.js')) return;
  // Pages dev reads the runtime's date and flags from wrangler.toml; this build is told them.
  const config = readFileSync('wrangler.toml', 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(config)?.[1] ?? '';
  const flags = [
    ...(/^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(config)?.[1].matchAll(/"([^"]+)"/g) ?? []),
  ];
  const status = await exitOf(
    spawn(
      'node_modules/.bin/wrangler',
      [
        'pages',
        'functions',
        'build',
        'functions',
        '--outdir',
        'dist/_worker.js',
        '--output-routes-path',
        'dist/_routes.json',
        '--minify',
        '--compatibility-date',
        date,
        ...flags.flatMap(([, flag]) => ['--compatibility-flags', flag]),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: functionsBuildEnv() },
    ),
  );
  if (status !== 0) throw new Error('could not build the edge functions');
};

ensureDevVars();
// Independent, and each mostly a wrangler starting up: side by side they save seconds of a start.
await Promise.all([migrateLocalDatabase(persistTo), buildWorker()]);

const wrangler = spawn(
  'node_modules/.bin/wrangler',
  [
    'pages',
    'dev',
    'dist',
    '--ip',
    host,
    '--port',
    port,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    ...(persistTo ? ['--persist-to', persistTo] : []),
    // The end-to-end run makes orders advance in seconds, so finished orders exist within a test,
    // moves the kitchen's clock with its pages' into the kitchen's hours (scripts/run-clock.ts),
    // lets a second sign-in code go sooner, and plays a backend of the core only on a second port.
    ...E2E_SETTINGS.filter((name) => process.env[name]).flatMap((name) => [
      '--binding',
      `${name}=${process.env[name]}`,
    ]),
  ],
  { stdio: 'inherit' },
);
console.log(`\n  Pizza ordering app: http://${host}:${port}/\n`);

const stop = () => wrangler.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
