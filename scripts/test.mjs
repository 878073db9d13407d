// `npm test`: every check CI runs, in order, stopping at the first stage that fails. One build
// serves the size budget and the end-to-end run. Each step's time goes to
// test-results/timings.json, which the CI summary prints (scripts/test-summary.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * Stages run one after another; a stage's lanes side by side, each lane's steps in turn. Type
 * checking, the workerd tests, ESLint and Prettier each keep about one core busy, so on CI's two
 * ESLint, the longest, runs beside the other three (their logs follow, one by one).
 */
const STAGES = [
  [
    [
      ['typecheck', 'npm run typecheck'],
      ['functions', 'npm run test:functions'],
      ['lint:format', 'npm run lint:format'],
    ],
    [['lint:code', 'npm run lint:code']],
  ],
  [[['unit', 'npm run test:unit']]],
  [[['build', 'npm run build:e2e']]],
  [[['budget', 'node scripts/budget.mjs']]],
  [[['e2e', 'npm run test:e2e']]],
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

/** Runs a lane's steps in turn, up to the first that fails. */
const runLane = async (steps, alone) => {
  const results = [];
  for (const [name, command] of steps) {
    const started = Date.now();
    const { status, log } = await run(command, alone);
    results.push({
      name,
      command,
      status,
      log,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    if (status !== 0) break;
  }
  return results;
};

for (const [stage, lanes] of STAGES.entries()) {
  const results = await Promise.all(
    lanes.map(async (steps, lane) =>
      (await runLane(steps, lanes.length === 1)).map((result) => ({ ...result, lane })),
    ),
  );
  for (const { name, status, log, seconds, lane } of results.flat()) {
    process.stdout.write(log);
    timings.push({ name, seconds, status, stage, lane });
  }
  record();
  const failure = results.flat().find(({ status }) => status !== 0);
  if (failure) {
    console.error(`\nnpm test: ${failure.name} failed (${failure.command})`);
    process.exit(failure.status);
  }
}
