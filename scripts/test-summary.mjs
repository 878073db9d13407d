// Sums the unit, function and end-to-end results into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = ['test-results/vitest-app.json', 'test-results/vitest-functions.json']
  .map(read)
  .filter(Boolean);
const e2e = read('test-results/e2e.json');

let passed = vitest.reduce((sum, report) => sum + report.numPassedTests, 0);
let failed = vitest.reduce((sum, report) => sum + report.numFailedTests, 0);
if (e2e) {
  // A test that passed only on a retry (`--retries` on the command line) is flaky: a failure.
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}
console.log(`${passed} passed, ${failed} failed`);
