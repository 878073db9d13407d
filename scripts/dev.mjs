// Vite with HMR on :5173 and the edge functions under wrangler on :8788; Vite proxies /api there.
import { spawn } from 'node:child_process';
import { ensureDevVars, functionsBuildEnv, migrateLocalDatabase } from './dev-vars.mjs';

ensureDevVars();
await migrateLocalDatabase();
const children = [
  spawn(
    'node_modules/.bin/wrangler',
    [
      'pages',
      'dev',
      'public',
      '--ip',
      '127.0.0.1',
      '--port',
      '8788',
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ],
    { stdio: 'inherit', env: functionsBuildEnv() },
  ),
  spawn('node_modules/.bin/vite', ['--configLoader', 'runner'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
