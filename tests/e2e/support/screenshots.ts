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

/**
 * The screen's picture at 375 px, then at 1280 px, back at 375 px to go on: for a spec whose
 * checks hold at any width, which runs at the phone's only.
 */
export const keepScreenshotsAt375And1280 = async (page: Page, name: string) => {
  if (!SCREENSHOTS_TAKEN) return;
  const phone = page.viewportSize() ?? { width: 375, height: 800 };
  await keepScreenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: phone.height });
  await keepScreenshot(page, `${name}-1280`);
  await page.setViewportSize(phone);
};
