// `npm test`: every check CI runs, in order, stopping at the first stage that fails. One build
// serves the size budget and the end-to-end run. Each step's time goes to
// test-results/timings.json, which the CI summary prints (scripts/test-summary.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * Stages run one after another; the steps of a stage side by side. Type checking and linting
 * each keep one core busy, so on CI's two they run together (their logs follow, one by one).
 */
const STAGES = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['unit', 'npm run test:unit']],
  [['functions', 'npm run test:functions']],
  [['build', 'npm run build:e2e']],
  [['budget', 'node scripts/budget.mjs']],
  [['e2e', 'npm run test:e2e']],
];

const timings = [];
const record = () => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/timings.json', JSON.stringify(timings, null, 2));
};

/** Runs one step; alone in its stage it speaks as it goes, beside another its log waits. */
const run = (command, alone) =>
  new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_BUILT: '1' },
    });
    const log = [];
    child.stdout?.on('data', (chunk) => log.push(chunk));
    child.stderr?.on('data', (chunk) => log.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, log: Buffer.concat(log) }));
  });

for (const [stage, steps] of STAGES.entries()) {
  const results = await Promise.all(
    steps.map(async ([name, command]) => {
      const started = Date.now();
      const { status, log } = await run(command, steps.length === 1);
      return { name, command, status, log, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  for (const { name, status, log, seconds } of results) {
    process.stdout.write(log);
    timings.push({ name, seconds, status, stage });
  }
  record();
  const failure = results.find(({ status }) => status !== 0);
  if (failure) {
    console.error(`\nnpm test: ${failure.name} failed (${failure.command})`);
    process.exit(failure.status);
  }
}
