import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { uniquePhone } from './support/orders-api';
import {
  addDishInTelegram,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';
import { totalsOf, totalsRow } from './support/totals';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('inside the Telegram client', () => {
  test('a promo code at checkout and the order by tg_order at the total shown (light and dark)', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    // A folder's dishes are drawn when it is first shown (docs/product.md §2).
    await app.getByRole('link', { name: 'Pasta', exact: true }).click();
    await addDishInTelegram(page, app, 'Bolognese');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: expect.stringContaining('View cart · 1') });
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // 52 000: the pasta's 20% wins over the code's 15% on the pasta line.
    await app.getByRole('textbox', { name: 'Promo code' }).fill('PIZZA15');
    await app.getByRole('button', { name: 'Apply' }).click();
    await expect(
      app.getByRole('status').filter({ hasText: 'Promo code PIZZA15 applied' }),
    ).toBeVisible();
    await expect(totalsRow(totalsOf(app), 'All pasta −20%')).toHaveText('−10 400 UZS');
    await expect(app.getByTestId('cart-total')).toHaveText('41 600 UZS');
    await app.getByRole('status').filter({ hasText: 'PIZZA15' }).scrollIntoViewIfNeeded();
    await keepInLightAndDark(page, app, (theme) => `offers-telegram-checkout-375-${theme}`);
    await app.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    await app.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone().slice(4));
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(/^Place order · 41\s600\sUZS$/),
      });

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_order') && request.method() === 'POST',
    );
    await pressTelegramButton(page, 'main_button_pressed');
    expect((await sent).postDataJSON()).toMatchObject({
      promoCode: 'PIZZA15',
      expectedTotal: 41_600,
    });
    await expect(app.getByTestId('cart-total')).toHaveText('41 600 UZS');
  });
});
