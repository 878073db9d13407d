import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The amount a row of the totals shows: the definition after its term. */
export const totalsRow = (totals: Locator, term: string | RegExp) =>
  totals.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::*[1]');

/** The list of totals: the one with the total in it. */
export const totalsOf = (scope: Page | Locator | FrameLocator) =>
  scope.getByTestId('cart-total').locator('xpath=..');
