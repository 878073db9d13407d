import type { Locator, Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';
import {
  checkoutControls,
  expectCheckoutFieldsFocusedInView,
  expectInFullView,
  fieldOf,
} from './support/focus';
import { keepScreenshot } from './support/screenshots';

/**
 * Nothing sticky covers the element: the top, middle and bottom of its box hit the element itself,
 * not the header or the main action over it.
 */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 40);
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && node.contains(hit);
    });
  });

const expectFocusedInView = async (control: Locator) => {
  await expect(control).toBeFocused();
  await expect(fieldOf(control)).toBeInViewport({ ratio: 1 });
  expect(await uncovered(fieldOf(control))).toBe(true);
};

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

for (const width of [375, 1280]) {
  test(`a refused checkout moves the focus to the first field to fix, in view (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await withFilledCart(page);
    await page.goto('/en/order');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await scrollToBottom(page);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expectFocusedInView(page.getByRole('textbox', { name: 'Name' }));
    await expect(page.getByText('Enter your name')).toBeVisible();
    await keepScreenshot(page, `checkout-refused-${width}`);

    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz');
    await scrollToBottom(page);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expectFocusedInView(page.getByRole('textbox', { name: 'Phone' }));
  });
}

test('a refused application moves the focus to its first field; a sent one is shown and read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/en/vacancies/form');
  await expect(page.getByLabel('Full name')).toBeVisible();
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expectFocusedInView(page.getByLabel('Full name'));
  await keepScreenshot(page, 'vacancy-refused-375');

  await page.getByLabel('Full name').fill('Dilnoza Karimova');
  await page.getByLabel('Phone').fill('901234567');
  await page.getByLabel('Date of birth').fill('1999-04-12');
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expectFocusedInView(page.getByLabel('Vacancy'));

  await page.getByLabel('Vacancy').selectOption({ label: 'Pizza cook · Tashkent' });
  await page.getByLabel('Work experience').fill('Two years in a café');
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  const sent = page.getByRole('region', { name: 'Application sent' });
  await expect(sent).toBeFocused();
  await expect(sent).toHaveAccessibleDescription(/^Application number \d+\./);
  await expect(sent).toBeInViewport({ ratio: 1 });
  expect(await uncovered(sent)).toBe(true);
  await keepScreenshot(page, 'vacancy-sent-375');
});

test('keyboard: the skip link comes first and leads into the content', async ({ page }) => {
  await withFilledCart(page);
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await keepScreenshot(page, 'skip-link-1280');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/en$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

// Issue 38: a returning visitor's first Tab must not land in the folder bar ("Комбо"): the skip
// link comes first, also when they come back to a folder they left the menu at.
for (const path of ['/', '/#2']) {
  test(`keyboard: a returning visitor's first Tab on ${path} is the skip link`, async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Комбо', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeFocused();
  });
}

test('keyboard: a product card announces name, price and description; the focus comes back to it after adding', async ({
  page,
}) => {
  await withFilledCart(page, []);
  await page.goto('/en');
  const card = page.getByRole('button', { name: 'Margherita', exact: true });
  await expect(card).toHaveAccessibleName('Margherita');
  await expect(card).toHaveAccessibleDescription(
    /^from\s59\s000\sUZS\sTomato sauce, mozzarella and fresh basil\.$/,
  );

  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Open cart/ })).toContainText('1');
  await expect(card).toBeFocused();
});

test('keyboard: checkout opens at its heading; a found address takes the focus to its confirmation, then to itself', async ({
  page,
}) => {
  await withFilledCart(page);
  await page.goto('/en');
  await page.getByRole('button', { name: /Open cart/ }).click();
  await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();

  await page.evaluate(() => {
    localStorage.removeItem('location');
    localStorage.setItem('delivery', '0');
  });
  await page.goto('/en');
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Street and house' }).fill('2 Navoi Street');
  await search.getByRole('combobox', { name: 'Street and house' }).press('Enter');
  const confirmation = page.getByRole('form', { name: 'Check the delivery address' });
  await expect(
    confirmation.getByRole('heading', { name: 'Check the delivery address' }),
  ).toBeFocused();
  await confirmation.getByRole('button', { name: 'Deliver here' }).press('Enter');
  await expect(page.getByRole('paragraph').filter({ hasText: 'Delivery to' })).toBeFocused();
});

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`each checkout field focused by script, and each control Tab reaches, is in full view, clear of the sticky bars (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await withFilledCart(page);
    await page.goto('/en/order');
    await page.getByRole('button', { name: 'At a set time' }).click();
    await expectCheckoutFieldsFocusedInView(page);
    await keepScreenshot(page, `checkout-focus-script-${width}`);

    await page.getByRole('heading', { level: 1, name: 'Checkout' }).focus();
    const isFocused = (element: Locator) =>
      element.evaluate((node) => node === document.activeElement);
    const place = page.getByRole('button', { name: /Place order/ });
    const controls = checkoutControls(page);
    const reached = new Set<number>();
    let placeReached = false;
    // From the heading through every field and the main action (the sticky bar itself; on a wide
    // screen the summary column comes after it).
    for (let presses = 1; !placeReached || reached.size < controls.length; presses += 1) {
      expect(presses, 'Tab reaches every field and the main action').toBeLessThan(60);
      await page.keyboard.press('Tab');
      if (await isFocused(place)) {
        placeReached = true;
        continue;
      }
      const focused = page.locator('*:focus');
      await expectInFullView(focused, await focused.ariaSnapshot());
      for (const [at, control] of controls.entries()) if (await isFocused(control)) reached.add(at);
    }
    // The walk went through every field of the form.
    expect([...reached].sort((a, b) => a - b)).toEqual(controls.map((_, at) => at));
    await keepScreenshot(page, `checkout-focus-tab-${width}`);
  });
}

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`Shift+Tab back up the menu brings each product card into full view, clear of the header and the folder bar (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await withFilledCart(page, []);
    await page.goto('/en');
    const cards = page.locator('.product-card > button');
    await expect(cards.first()).toBeVisible();
    await cards.last().focus();
    await scrollToBottom(page);
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = page.locator('*:focus');
      await expectInFullView(focused, await focused.ariaSnapshot());
    }
    await keepScreenshot(page, `menu-focus-back-${width}`);
  });
}
