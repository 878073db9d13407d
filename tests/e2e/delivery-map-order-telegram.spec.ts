import { test, withFilledCart } from './fixtures';
import { orderHereFromDeliveryMap, telegramSkin } from './support/delivery-map-order';
import {
  openInTelegram,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';

/** "Заказать сюда" on the delivery map inside Telegram (delivery-map-order.spec.ts: the web). */
test.use({ launchOptions: telegramLaunchOptions });
test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 812 }));

test('in Telegram (light and dark), 375 px: "Навои 15 кв 12" is confirmed before anything can be ordered, and the order carries it', async ({
  page,
  baseURL,
}) => {
  // Pickup chosen before, two Margheritas in the cart.
  await withFilledCart(page);
  const app = await openInTelegram(page, baseURL ?? '', { path: '/delivery-map' });
  await orderHereFromDeliveryMap(telegramSkin(page, app), () =>
    keepInLightAndDark(page, app, (theme) => `telegram-delivery-map-confirmation-375-${theme}`),
  );
});
