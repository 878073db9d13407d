// .ci/run, before the packages are installed (so Node's own modules only): exits 1, saying what it
// needs, when a system browser (Chromium, its headless shell) is missing or older than the e2e
// baselines were drawn with.
import { chromiumVersionProblem, systemChromiumVersions } from './browser.mjs';

const problem = systemChromiumVersions().map(chromiumVersionProblem).find(Boolean);
if (problem) {
  console.error(problem);
  process.exit(1);
}
