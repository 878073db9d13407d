// Sums the unit, function and end-to-end results into the one line CI reads: "N passed, N failed".
// Before it, each failed end-to-end test's page as Playwright last saw it (its error context) and
// what its harness kept, since CI keeps only this log: a rare failure is then read, not guessed;
// then what each step of `npm test` took (scripts/test.mjs) and the ten slowest end-to-end tests,
// where the time goes.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = ['test-results/vitest-app.json', 'test-results/vitest-functions.json']
  .map(read)
  .filter(Boolean);
const e2e = read('test-results/e2e.json');

/** Every test of a Playwright JSON report, with the title path that names it. */
const testsOf = (suite, titles = []) => [
  ...(suite.suites ?? []).flatMap((inner) => testsOf(inner, [...titles, inner.title])),
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      title: [...titles, spec.title].join(' › '),
      where: `${spec.file}:${spec.line}`,
      test,
    })),
  ),
];

/** The longest page context printed per failed test: enough for a screen, not a flood. */
const CONTEXT_LIMIT = 12_000;

/** The error and the page's snapshot: the tool's instructions and the test's source are noise. */
const errorContext = (path) => {
  const context = readFileSync(path, 'utf8')
    .replace(/^[\s\S]*?(?=# Error details)/, '')
    .replace(/# Test source[\s\S]*$/, '')
    .trim();
  return context.length > CONTEXT_LIMIT ? `${context.slice(0, CONTEXT_LIMIT)}\n…` : context;
};

if (e2e) {
  for (const { title, test } of e2e.suites.flatMap((suite) => testsOf(suite, [suite.title]))) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    for (const result of test.results) {
      if (result.status === 'passed') continue;
      console.log(`\n── “${title}”, attempt ${result.retry + 1} ──`);
      for (const { name, path, body, contentType } of result.attachments ?? []) {
        // What a harness kept while the test ran (tests/e2e/support/telegram-client.ts).
        if (body && contentType === 'text/plain')
          console.log(`${name}: ${Buffer.from(body, 'base64').toString('utf8').slice(0, 2_000)}`);
        else if (name === 'error-context' && path && existsSync(path))
          console.log(errorContext(path));
      }
    }
  }
}

const timings = read('test-results/timings.json');
if (timings) {
  const minutes = (seconds) =>
    `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  console.log('\nnpm test, step by step (min:s):');
  // A stage's lanes ran side by side, each lane's steps in turn (scripts/test.mjs): a stage takes
  // its longest lane.
  const stageOf = ({ stage, name }) => stage ?? name;
  const besides = (step) =>
    timings.filter(
      (other) => stageOf(other) === stageOf(step) && (other.lane ?? 0) !== (step.lane ?? 0),
    );
  for (const step of timings) {
    const beside = besides(step).map(({ name }) => name);
    console.log(
      `  ${minutes(step.seconds).padStart(6)}  ${step.name}${step.status === 0 ? '' : ' (failed)'}${
        beside.length > 0 ? ` (beside ${beside.join(', ')})` : ''
      }`,
    );
  }
  const laneSeconds = {};
  for (const step of timings) {
    const lanes = (laneSeconds[stageOf(step)] ??= {});
    lanes[step.lane ?? 0] = (lanes[step.lane ?? 0] ?? 0) + step.seconds;
  }
  const total = Object.values(laneSeconds)
    .map((lanes) => Math.max(...Object.values(lanes)))
    .reduce((sum, seconds) => sum + seconds, 0);
  console.log(`  ${minutes(total).padStart(6)}  in all`);
}

if (e2e) {
  const slowest = e2e.suites
    .flatMap((suite) => testsOf(suite, [suite.title]))
    .map(({ title, where, test }) => ({
      title,
      where,
      seconds: test.results.reduce((sum, { duration }) => sum + duration, 0) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log('\nThe ten slowest end-to-end tests:');
  for (const { title, where, seconds } of slowest)
    console.log(
      `  ${seconds.toFixed(1).padStart(6)} s  ${where}  ${title.split(' › ').slice(1).join(' › ')}`,
    );
}

let passed = vitest.reduce((sum, report) => sum + report.numPassedTests, 0);
let failed = vitest.reduce((sum, report) => sum + report.numFailedTests, 0);
if (e2e) {
  // A test that passed only on a retry (`--retries` on the command line) is flaky: a failure.
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}
console.log(`${passed} passed, ${failed} failed`);
