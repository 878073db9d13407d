import { expect, recordOrderBodies, test, withFilledCart } from './fixtures';
import { orderHereFromDeliveryMap, webSkin } from './support/delivery-map-order';
import { freshPhone } from './support/unique';
import { expectSavedChosen, HOME, tapSaved } from './support/place-picker';

/**
 * "Заказать сюда" on the delivery map on the web (its journey, support/delivery-map-order.ts, runs
 * in Telegram in delivery-map-order-telegram.spec.ts), a saved address ordered to, and a delivery
 * point without an address.
 */

test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 720 }));

test('"Навои 15 кв 12" on the delivery map is confirmed with its house and apartment, and the order carries them', async ({
  page,
}) => {
  // Pickup chosen before, two Margheritas in the cart.
  await withFilledCart(page);
  await page.goto('/delivery-map');
  await orderHereFromDeliveryMap(webSkin(page));
});

test('a saved address comes first on the delivery map, is checked, and "Заказать сюда" orders there at once with its door', async ({
  page,
}) => {
  await withFilledCart(page);
  await page.addInitScript((home) => {
    if (sessionStorage.getItem('addresses-seeded')) return;
    sessionStorage.setItem('addresses-seeded', '1');
    localStorage.setItem('addresses', JSON.stringify([home]));
  }, HOME);
  const sentOrders = recordOrderBodies(page);
  await page.goto('/delivery-map');
  await tapSaved(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Доставляем по адресу «улица Навои, 20»!' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Заказать сюда' }).click();
  // Confirmed when it was saved: the menu comes, the place named, with nothing to confirm again.
  await expect(page).toHaveURL(/\/$/);
  await expectSavedChosen(page);

  await page.goto('/order');
  await expect(
    page.getByRole('region', { name: 'Адрес доставки' }).getByText('улица Навои, 20'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await page.getByRole('textbox', { name: 'Телефон' }).fill(freshPhone());
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({
    orderTypeId: 0,
    address: 'улица Навои, 20',
    apartment: '7',
  });
});

test('a delivery point stored without an address is asked for at checkout before anything is sent', async ({
  page,
}) => {
  await withFilledCart(page);
  // A place from before addresses were confirmed: a point in Chorsu's zone, delivery, no address.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('point-only')) return;
    sessionStorage.setItem('point-only', '1');
    localStorage.setItem(
      'location',
      JSON.stringify({ RestaurantId: 0, RegionId: 0, Longitude: 69.246, Latitude: 41.322 }),
    );
    localStorage.setItem('delivery', '0');
  });
  const sentOrders = recordOrderBodies(page);
  await page.goto('/order');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await page.getByRole('textbox', { name: 'Телефон' }).fill(freshPhone());
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  const ask = page.getByRole('button', { name: 'Указать адрес' });
  await expect(ask).toBeFocused();
  await expect(page.getByText('Укажите адрес доставки: дом и квартиру')).toBeVisible();
  expect(sentOrders.last()).toEqual({});

  await ask.click();
  const confirmation = page.getByRole('form', { name: 'Проверьте адрес доставки' });
  await confirmation.getByRole('textbox', { name: 'Номер дома' }).fill('7');
  await confirmation.getByRole('textbox', { name: 'Квартира или офис' }).fill('3');
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(confirmation).toBeHidden();
  // What was typed is still there.
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Азиз Каримов');
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({ orderTypeId: 0, apartment: '3' });
  expect(sentOrders.last().address).toMatch(/, 7$/);
});
