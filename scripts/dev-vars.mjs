import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';

const EXAMPLE = '.dev.vars.example';

const nameOf = (line) => /^([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1];
const linesOf = (file) => readFileSync(file, 'utf8').split('\n');

/**
 * wrangler reads edge secrets from .dev.vars; a fresh clone gets the safe development values, and
 * an older clone the ones added since, so a new secret never breaks `npm start`.
 */
export const ensureDevVars = () => {
  if (!existsSync('.dev.vars')) {
    copyFileSync(EXAMPLE, '.dev.vars');
    return;
  }
  const present = new Set(linesOf('.dev.vars').map(nameOf));
  const missing = linesOf(EXAMPLE).filter((line) => nameOf(line) && !present.has(nameOf(line)));
  if (missing.length > 0) appendFileSync('.dev.vars', `\n${missing.join('\n')}\n`);
};

/**
 * The environment the functions are bundled in (`wrangler pages dev` in scripts/dev.mjs, `wrangler
 * pages functions build` in scripts/serve.mjs): with the reference backend when .dev.vars switches
 * it on (REFERENCE_BACKEND), which Pages' bundler takes in only under the `reference-backend`
 * condition (package.json "imports"). Wrangler's own conditions come after it.
 */
export const functionsBuildEnv = () => {
  const servesReferenceBackend = linesOf('.dev.vars').some((line) =>
    /^REFERENCE_BACKEND=\S/.test(line.trim()),
  );
  return servesReferenceBackend
    ? { ...process.env, WRANGLER_BUILD_CONDITIONS: 'reference-backend,workerd,worker,browser' }
    : process.env;
};

/** The exit status of a child process, once it has ended. */
export const exitOf = (child) =>
  new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });

/**
 * Brings the local D1 database up to `migrations/` (the reference backend's tables), as
 * `wrangler d1 migrations apply --remote` does for a deployment; already applied ones are skipped.
 * `persistTo`: a local state of its own instead of the default one (a second server's).
 */
export const migrateLocalDatabase = async (persistTo) => {
  const status = await exitOf(
    spawn(
      'node_modules/.bin/wrangler',
      [
        'd1',
        'migrations',
        'apply',
        'reference-backend',
        '--local',
        ...(persistTo ? ['--persist-to', persistTo] : []),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } },
    ),
  );
  if (status !== 0) throw new Error('could not apply the D1 migrations to the local database');
};
