import type { Locator, Page } from '@playwright/test';

/**
 * Pictures of screens for a person to look at (375 px and desktop; web, Telegram light and dark),
 * in test-results/screenshots/, taken when the run is asked for them: `E2E_SCREENSHOTS=1`. They
 * assert nothing, and CI keeps only its log: a whole run's 335 pictures cost it half a minute of
 * its two workers. The screens compared with committed baselines are visual.spec.ts's, in every run.
 */
export const SCREENSHOTS_TAKEN = process.env.E2E_SCREENSHOTS === '1';

/** Keeps a picture of `of` (a page, or one part of it) as `<name>.png`, when the run takes them. */
export const keepScreenshot = async (
  of: Page | Locator,
  name: string,
  options: { readonly fullPage?: boolean } = {},
) => {
  if (SCREENSHOTS_TAKEN)
    await of.screenshot({ path: `test-results/screenshots/${name}.png`, ...options });
};
