// .ci/run, before the packages are installed (so Node's own modules only): exits 1, saying what it
// needs, when the system Chromium is missing or older than the e2e baselines were drawn with.
import { chromiumVersionProblem, systemChromiumVersion } from './browser.mjs';

const problem = chromiumVersionProblem(systemChromiumVersion());
if (problem) {
  console.error(problem);
  process.exit(1);
}
