// Serves the built site, its edge functions and the reference backend on one local port.
import { spawn } from 'node:child_process';
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
ensureDevVars();
migrateLocalDatabase(persistTo);

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
  { stdio: 'inherit', env: functionsBuildEnv() },
);
console.log(`\n  Pizza ordering app: http://${host}:${port}/\n`);

const stop = () => wrangler.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
