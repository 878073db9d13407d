import {
  CHILANZAR_PICKUP,
  expect,
  MARGHERITA_LINE,
  test,
  withDeliveryCart,
  withFilledCart,
} from './fixtures';
import { keepScreenshot, keepScreenshotsAt375And1280 } from './support/screenshots';

/**
 * One consistent location: links and switches never mix places; the map follows the language.
 * Nothing asserted here depends on the width: each test runs at one, its pictures taken at both.
 */

test.describe('a bot link with a new region', () => {
  test('after a restaurant was chosen shows no stale restaurant', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await withFilledCart(page);
    await page.goto('/en');
    const summary = page.locator('.location-summary');
    await expect(summary).toContainText('Pickup from Chilanzar');

    // The bot's link names another region: Chilanzar (region 1) is not its restaurant.
    await page.goto('/en?regionId=2');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
    await expect(summary).toHaveCount(0);
    const restaurants = page.getByRole('list', { name: 'Restaurants' });
    await expect(restaurants.getByRole('button', { name: /Chilanzar/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null') as unknown),
    ).toEqual({ RestaurantId: 0, RegionId: 2, Longitude: 0, Latitude: 0 });
    // The cart is kept; the customer picks the place again.
    await expect(page.getByRole('button', { name: /Open cart, 2 items/ })).toBeVisible();
    await keepScreenshotsAt375And1280(page, 'location-new-region');

    await restaurants.getByRole('button', { name: /Chilanzar/ }).click();
    await expect(summary).toContainText('Pickup from Chilanzar');
  });

  test('switching to delivery never delivers to the restaurant', async ({ page }) => {
    await withFilledCart(page);
    await page.goto('/en?orderTypeId=0');
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
    await expect(page.getByRole('application', { name: 'Map double' })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null') as unknown),
    ).toEqual({ ...CHILANZAR_PICKUP, RestaurantId: 0, Longitude: 0, Latitude: 0 });
  });
});

test.describe('switching to pickup in checkout', () => {
  test('drops the home address; the restaurant is chosen right there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await withDeliveryCart(page, [MARGHERITA_LINE]);
    await page.goto('/en/order');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz');
    const summary = page.locator('.location-summary');
    await expect(summary).toContainText('Delivery to Home');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pickup' }).click();

    // No pickup from the home address: checkout asks for the restaurant, and stays checkout.
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/order$/);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
    await keepScreenshotsAt375And1280(page, 'location-checkout-pickup');
    await page
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('button', { name: /Chilanzar/ })
      .click();
    await expect(summary).toContainText('Pickup from Chilanzar');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Aziz');
  });
});

test.describe('the map and the language', () => {
  test('switching the language loads the map in it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const map = page.getByRole('application', { name: 'Map double' });
    await expect(map).toHaveAttribute('data-lang', 'ru_RU');

    await page.getByRole('link', { name: "O'zbekcha" }).click();
    await expect(page).toHaveURL(/\/uz$/);
    await expect(map).toHaveAttribute('data-lang', 'uz_UZ');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(map).toHaveAttribute('data-lang', 'en_US');
    // Found places are named by the map's search, now in English.
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Street and house' }).fill('Navoi 15');
    await search.getByRole('button', { name: 'Find' }).click();
    const confirmation = page.getByRole('form', { name: 'Check the delivery address' });
    await expect(confirmation).toContainText('Navoi Street');
    await expect(confirmation.getByRole('textbox', { name: 'House number' })).toHaveValue('15');
    await keepScreenshotsAt375And1280(page, 'location-map-english');
  });
});

test.describe('an order read that fails', () => {
  // Lost on the network, it is offline whatever the browser's flag says: request-json.test.ts,
  // error-toast.test.ts, and in the browser words.spec.ts.
  test('answered with 500 shows the catalogue message', async ({ page }) => {
    await page.route('**/api/delivery/Get?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/en/tracker/123');
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(toast).toContainText(
      'The server could not process the request. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await keepScreenshot(page, 'location-order-read-server-1280');
    await page.setViewportSize({ width: 375, height: 700 });
    await keepScreenshot(page, 'location-order-read-server-375');
  });
});
