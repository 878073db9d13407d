import { expect, recordOrderBodies, test, withFilledCart } from './fixtures';

/**
 * "Заказать сюда" on the delivery map: the address found goes through the place picker's
 * confirmation, and the order carries it to the backend and the tracker.
 */

const freshPhone = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 720 }));

test('"Навои 15 кв 12" on the delivery map is confirmed with its house and apartment, and the order carries them', async ({
  page,
}) => {
  // Pickup chosen before, two Margheritas in the cart.
  await withFilledCart(page);
  const sentOrders = recordOrderBodies(page);
  await page.goto('/delivery-map');
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: 'Улица и дом' }).fill('Навои 15 кв 12');
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Доставляем по адресу «улица Навои, 15»!' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Заказать сюда' }).click();

  const confirmation = page.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByText('улица Навои', { exact: true })).toBeVisible();
  await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
  await expect(confirmation.getByRole('textbox', { name: 'Квартира или офис' })).toHaveValue('12');
  await confirmation.getByRole('textbox', { name: 'Подъезд' }).fill('2');
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Доставка: улица Навои, 15' }),
  ).toBeVisible();

  await page.goto('/order');
  const address = page.getByRole('region', { name: 'Адрес доставки' });
  await expect(address.getByText('улица Навои, 15')).toBeVisible();
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await page.getByRole('textbox', { name: 'Телефон' }).fill(freshPhone());
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({
    orderTypeId: 0,
    address: 'улица Навои, 15',
    apartment: '12',
    entrance: '2',
  });
  await expect(page.getByText('улица Навои, 15').first()).toBeVisible();
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
