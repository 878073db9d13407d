import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The field around a control: its label, the control and its error. */
export const fieldOf = (control: Locator) =>
  control.locator('xpath=ancestor::div[contains(@class,"field")][1]');

/**
 * The element is inside the window and nothing lies over any part of it: the middles of its edges
 * (its corners may be rounded off) and its centre hit the element itself, not the sticky header,
 * the sticky main action or its fade.
 */
export const inFullView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inside =
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= document.documentElement.clientWidth;
    const [middle, centre] = [box.left + box.width / 2, box.top + box.height / 2];
    const points = [
      [middle, box.top + 1],
      [box.left + 2, centre],
      [middle, centre],
      [box.right - 2, centre],
      [middle, box.bottom - 1],
    ] as const;
    const covering = points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => hit === null || !node.contains(hit))
      .map((hit) => (hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'));
    return inside && covering.length === 0
      ? 'in full view'
      : { top: box.top, bottom: box.bottom, left: box.left, right: box.right, covering };
  });

/** The checkout's own controls, in the order Tab reaches them, a time slot chosen. */
export const checkoutControls = (scope: Page | FrameLocator) => [
  scope.getByRole('textbox', { name: 'Promo code' }),
  scope.getByRole('button', { name: 'As soon as possible' }),
  scope.getByRole('button', { name: 'At a set time' }),
  scope.getByRole('combobox', { name: 'Time' }),
  scope.getByRole('textbox', { name: 'Name' }),
  scope.getByRole('textbox', { name: 'Phone' }),
  scope.getByRole('button', { name: 'Cash' }),
  scope.getByRole('button', { name: 'Card' }),
  scope.getByRole('textbox', { name: 'Comment' }),
];

/** A control and, for a field, its label: what must be in view when the control has the focus. */
export const expectInFullView = async (control: Locator, what: string) => {
  await expect.poll(() => inFullView(control), what).toBe('in full view');
  const label = fieldOf(control).locator('.field__label');
  if ((await label.count()) > 0)
    await expect.poll(() => inFullView(label), `${what}: the label`).toBe('in full view');
};

/**
 * Focuses each checkout control by script (a time slot chosen, so its list is there), with the page
 * scrolled to its top and then to its bottom: each time the control and its label are in full view.
 */
export const expectCheckoutFieldsFocusedInView = async (scope: Page | FrameLocator) => {
  for (const control of checkoutControls(scope)) {
    for (const from of ['top', 'bottom'] as const) {
      await control.evaluate((_, edge) => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, edge === 'top' ? 0 : document.documentElement.scrollHeight);
      }, from);
      await control.focus();
      await expect(control).toBeFocused();
      await expectInFullView(control, `${await control.ariaSnapshot()} from the ${from}`);
    }
  }
};
