import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';

/** axe's colour-contrast rule (WCAG AA) on what is on screen; its findings, if any, by target. */
const contrastViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap(({ nodes }) =>
    nodes.map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary ?? ''}`),
  );
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the web skin meets AA contrast on the menu and a refused checkout (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await withFilledCart(page);
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);

    await page.goto('/en/order');
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/checkout-errors-1280-${colorScheme}.png`,
      fullPage: true,
    });
  });
}
