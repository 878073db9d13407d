import { chromium } from '@playwright/test';
import { chromiumVersionProblem, e2eLaunchOptions } from '../../../scripts/browser.mjs';

/**
 * Playwright's global set-up: asks the browser the specs will launch for its version and stops
 * the run before any spec with one message when it is older than the baselines need, instead of
 * the visual and focus specs failing one by one.
 */
export default async function browserCheck() {
  const browser = await chromium.launch(e2eLaunchOptions());
  const version = browser.version();
  await browser.close();
  const problem = chromiumVersionProblem(version);
  if (problem) throw new Error(problem);
}
