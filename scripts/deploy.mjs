// npm run deploy [-- --production]: builds the site and deploys it with its functions to
// Cloudflare Pages. Preview (the default) is a branch deployment running the reference backend;
// --production deploys the production branch against the chain's APIs. docs/operations.md, "Deploy".
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    production: { type: 'boolean', default: false },
    branch: { type: 'string', default: 'preview' },
  },
});
const PRODUCTION_BRANCH = 'main';
const project = process.env.PAGES_PROJECT ?? 'pizza-order-app';

const run = (command, args, env = process.env) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};

// Vite reads the public build variables of the mode (.env.production or .env.preview, and their
// .local files or the CI's environment); the preview build talks to its own reference backend.
// With SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT in this environment the build uploads its
// source maps to Sentry; it deletes them from dist either way (scripts/build/source-maps-plugin.ts).
run('npx', ['tsc', '-b']);
// The runner loader, as `npm run build`: the configuration imports the contract package's
// TypeScript, which Vite's default loader leaves to Node.
run('npx', [
  'vite',
  'build',
  '--configLoader',
  'runner',
  '--mode',
  values.production ? 'production' : 'preview',
]);
run(
  'node_modules/.bin/wrangler',
  [
    'pages',
    'deploy',
    'dist',
    '--project-name',
    project,
    '--branch',
    values.production ? PRODUCTION_BRANCH : values.branch,
  ],
  // Pages' bundler takes the reference backend in only under this condition (package.json
  // "imports"): a preview has it, production never does.
  values.production
    ? process.env
    : { ...process.env, WRANGLER_BUILD_CONDITIONS: 'reference-backend,workerd,worker,browser' },
);
