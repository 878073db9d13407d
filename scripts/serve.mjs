// Serves the built site, its edge functions and the reference backend on one local port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { ensureDevVars, functionsBuildEnv, migrateLocalDatabase } from './dev-vars.mjs';

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
const WORKER = 'dist/_worker.js';

/**
 * The functions compiled once into the Worker Pages makes of them (`dist/_worker.js`, served
 * unbundled): `wrangler pages dev` given the functions/ folder rebuilds them on every change by
 * esbuild's polling watch, which kept a sixth of a core busy for as long as a server ran. A build
 * equal to the one in place (a second server of the same run) is dropped; another replaces it.
 */
const buildWorker = () => {
  // Pages dev reads the runtime's date and flags from wrangler.toml; this build is told them.
  const config = readFileSync('wrangler.toml', 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(config)?.[1] ?? '';
  const flags = [
    ...(/^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(config)?.[1].matchAll(/"([^"]+)"/g) ?? []),
  ];
  mkdirSync('.wrangler', { recursive: true });
  const built = mkdtempSync('.wrangler/worker-');
  const { status } = spawnSync(
    'node_modules/.bin/wrangler',
    [
      'pages',
      'functions',
      'build',
      'functions',
      '--outdir',
      `${built}/_worker.js`,
      '--output-routes-path',
      `${built}/_routes.json`,
      '--compatibility-date',
      date,
      ...flags.flatMap(([, flag]) => ['--compatibility-flags', flag]),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: functionsBuildEnv() },
  );
  if (status !== 0) throw new Error('could not build the edge functions');
  const entry = (folder) => `${folder}/_worker.js/index.js`;
  const same =
    existsSync(entry('dist')) && readFileSync(entry('dist')).equals(readFileSync(entry(built)));
  if (!same) {
    rmSync(WORKER, { recursive: true, force: true });
    renameSync(`${built}/_worker.js`, WORKER);
    renameSync(`${built}/_routes.json`, 'dist/_routes.json');
  }
  rmSync(built, { recursive: true, force: true });
};

ensureDevVars();
migrateLocalDatabase(persistTo);
buildWorker();

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
