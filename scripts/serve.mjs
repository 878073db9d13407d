// Serves the built site, its edge functions and the reference backend on one local port.
import { spawn } from 'node:child_process';
import { ensureDevVars, functionsBuildEnv, migrateLocalDatabase } from './dev-vars.mjs';

const port = process.env.PORT ?? '8788';
const host = '127.0.0.1';
ensureDevVars();
migrateLocalDatabase();

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
    // The end-to-end run makes orders advance in seconds, so finished orders exist within a test.
    ...(process.env.REFERENCE_ORDER_STEP_SECONDS
      ? ['--binding', `REFERENCE_ORDER_STEP_SECONDS=${process.env.REFERENCE_ORDER_STEP_SECONDS}`]
      : []),
    // …and moves the kitchen's clock with its pages' into the kitchen's hours (scripts/run-clock.ts).
    ...(process.env.REFERENCE_CLOCK_SHIFT_MINUTES
      ? ['--binding', `REFERENCE_CLOCK_SHIFT_MINUTES=${process.env.REFERENCE_CLOCK_SHIFT_MINUTES}`]
      : []),
  ],
  { stdio: 'inherit', env: functionsBuildEnv() },
);
console.log(`\n  Pizza ordering app: http://${host}:${port}/\n`);

const stop = () => wrangler.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
