// `npm test`: every check CI runs, in order, stopping at the first that fails. One build serves the
// size budget and the end-to-end run. Each step's time goes to test-results/timings.json, which
// the CI summary prints (scripts/test-summary.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const STEPS = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['functions', 'npm run test:functions'],
  ['build', 'npm run build:e2e'],
  ['budget', 'node scripts/budget.mjs'],
  ['e2e', 'npm run test:e2e'],
];

const timings = [];
const record = () => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/timings.json', JSON.stringify(timings, null, 2));
};

for (const [name, command] of STEPS) {
  const started = Date.now();
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, E2E_BUILT: '1' },
  });
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), status });
  record();
  if (status !== 0) {
    console.error(`\nnpm test: ${name} failed (${command})`);
    process.exit(status ?? 1);
  }
}
