import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';

/** From the news to the menu: Back from the menu has a page of ours to go to. */
const menuAfterNews = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('link', { name: 'Menu' }).first().click();
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
};

test.describe('Back on the web', () => {
  // One page load for four phases: each ends on the news, and the next follows the link to the
  // menu from there, so the history is the news and the menu again.
  test('closes what the menu has open and stays on it; leaves for the news from the menu only', async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto('/en/news');

    await test.step('closes the product dialog and stays on the menu; a second Back leaves as before', async () => {
      await menuAfterNews(page);
      await page.getByRole('button', { name: 'Margherita', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/en\/?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/en\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    });

    await test.step('closes the cart and stays on the menu; the cart never follows to the news', async () => {
      await menuAfterNews(page);
      await page.getByRole('button', { name: /Open cart/ }).click();
      await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
      await expect(page).toHaveURL(/\/en\/?$/);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
    });

    await test.step('closing by the button, Escape or the backdrop leaves no entry behind', async () => {
      await menuAfterNews(page);
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await page.getByRole('button', { name: /Open cart/ }).click();
      await cart.getByRole('button', { name: 'Close' }).click();
      await expect(cart).toBeHidden();

      await page.getByRole('button', { name: 'Margherita', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: /Open cart/ }).click();
      await expect(cart).toBeVisible();
      // The backdrop: the dialog's own box outside its panel.
      await page.mouse.click(5, 5);
      await expect(cart).toBeHidden();

      // One Back from the menu reaches the news: nothing was left in between.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    });

    await test.step('checkout takes the cart’s place: Back from it comes to the menu, cart closed', async () => {
      await menuAfterNews(page);
      await page.getByRole('button', { name: /Open cart/ }).click();
      await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();

      await page.goBack();
      await expect(page).toHaveURL(/\/en\/?$/);
      await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    });
  });

  test('Forward and a reload open what the entry had open', async ({ page }) => {
    await withFilledCart(page);
    await page.goto('/en/news');
    await page.goto('/en');
    await page.getByRole('button', { name: 'Margherita', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goForward();
    await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  });

  test('a product link opens its dialog over the menu; Back shows the menu without it', async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto('/en?product=101');
    await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
