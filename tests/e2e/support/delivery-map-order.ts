import type { FrameLocator, Page } from '@playwright/test';
import { expect, recordOrderBodies } from '../fixtures';
import { chooseNavoiSuggested } from './place-picker';
import { lastEvent, pressMainButton } from './telegram-client';
import { freshPhone } from './unique';

/**
 * "Заказать сюда" on the delivery map, one journey for the web and for Telegram
 * (delivery-map-order.spec.ts, delivery-map-order-telegram.spec.ts): the address found goes
 * through the place picker's confirmation, and the order carries it to the backend and the
 * tracker. A skin says how its customer moves where the two differ.
 */
export interface Skin {
  readonly page: Page;
  /** Where the app is: the page on the web, the app's frame in the Telegram double. */
  readonly app: Page | FrameLocator;
  /** While the address is not confirmed, nothing offers to order (Telegram's MainButton). */
  readonly expectNothingToOrder?: () => Promise<void>;
  /** From the menu to the checkout, as this skin's customer goes. */
  readonly toCheckout: () => Promise<void>;
  /** The checkout's main action. */
  readonly placeOrder: () => Promise<void>;
}

/** The app's own address, inside Telegram's frame as on the web. */
const pathOf = (app: Page | FrameLocator) =>
  app.locator('html').evaluate(() => window.location.pathname);

export const webSkin = (page: Page): Skin => ({
  page,
  app: page,
  toCheckout: async () => {
    await page.goto('/order');
  },
  placeOrder: () => page.getByRole('button', { name: /Оформить заказ/ }).click(),
});

/** Inside Telegram: the cart and the order go by its MainButton. */
export const telegramSkin = (page: Page, app: FrameLocator): Skin => ({
  page,
  app,
  expectNothingToOrder: async () => {
    const button = await lastEvent(page, 'web_app_setup_main_button');
    expect(button?.is_visible === true && button.is_active === true).toBe(false);
  },
  toCheckout: async () => {
    await pressMainButton(page, /^Корзина · 2/);
    await expect(app.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await pressMainButton(page, 'Оформить заказ');
    await expect(app.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  },
  placeOrder: () => pressMainButton(page, /^Оформить заказ · /),
});

/**
 * "Навои 15 кв 12" typed on the delivery map (open, with two Margheritas in the cart), its street
 * chosen from the suggestions and ordered there: its house and apartment confirmed with the
 * entrance added, and the order carries them.
 */
export const orderHereFromDeliveryMap = async (
  skin: Skin,
  /** Keeps screenshots of the confirmation, as the skin draws it. */
  shoot?: () => Promise<unknown>,
) => {
  const { page, app } = skin;
  const sentOrders = recordOrderBodies(page);
  // The street is suggested as it is typed, the apartment set aside, as in the place picker.
  await chooseNavoiSuggested(app, 'Навои 15 кв 12');
  await expect(
    app.getByRole('status').filter({ hasText: 'Доставляем по адресу «улица Навои, 15»!' }),
  ).toBeVisible();
  await skin.expectNothingToOrder?.();
  await app.getByRole('button', { name: 'Заказать сюда' }).click();

  const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByText('улица Навои', { exact: true })).toBeVisible();
  await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
  await expect(confirmation.getByRole('textbox', { name: 'Квартира или офис' })).toHaveValue('12');
  await confirmation.getByRole('textbox', { name: 'Подъезд' }).fill('2');
  await skin.expectNothingToOrder?.();
  await shoot?.();
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();

  await expect.poll(() => pathOf(app)).toBe('/');
  await expect(
    app.getByRole('paragraph').filter({ hasText: 'Доставка: улица Навои, 15' }),
  ).toBeVisible();

  await skin.toCheckout();
  const address = app.getByRole('region', { name: 'Адрес доставки' });
  await expect(address.getByText('улица Навои, 15')).toBeVisible();
  await app.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await app.getByRole('textbox', { name: 'Телефон' }).fill(freshPhone());
  await skin.placeOrder();
  await expect.poll(() => pathOf(app)).toMatch(/^\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({
    orderTypeId: 0,
    address: 'улица Навои, 15',
    apartment: '12',
    entrance: '2',
  });
  await expect(app.getByText('улица Навои, 15').first()).toBeVisible();
};
