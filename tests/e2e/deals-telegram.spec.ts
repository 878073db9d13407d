import AxeBuilder from '@axe-core/playwright';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import {
  inLightAndDark,
  openInTelegram,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

/**
 * The product sheet inside Telegram at 320 px: the crusts' names fit (no "Традиционное те…"),
 * and the title and close button stay in sight while the sheet scrolls, with nothing of the page
 * above it.
 */
test.use({ launchOptions: telegramLaunchOptions });

const PICKUP_QUERY = `regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200`;

test.describe('the product sheet in Telegram at 320 px', () => {
  for (const { language, dish, crust, close } of [
    {
      language: 'ru',
      dish: 'Маргарита',
      crust: ['Традиционное тесто', 'Тонкое тесто'],
      close: 'Закрыть',
    },
    {
      language: 'uz',
      dish: 'Margarita',
      crust: ['An’anaviy xamir', 'Yupqa xamir'],
      close: 'Yopish',
    },
  ]) {
    test(`${language}, light and dark: whole crust names, the title and close kept in sight`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const app = await openInTelegram(page, baseURL ?? '', {
        path: `${language === 'ru' ? '/' : `/${language}`}?${PICKUP_QUERY}`,
      });
      await app.getByRole('button', { name: dish, exact: true }).click();
      const dialog = app.getByRole('dialog', { name: dish });
      const title = dialog.getByRole('heading', { name: dish });
      const closeButton = dialog.getByRole('button', { name: close });
      await expect(title).toBeInViewport();

      // Every option's name is drawn whole: nothing cut, nothing wider than its box.
      for (const name of crust) await expect(dialog.getByRole('radio', { name })).toBeAttached();
      const clipped = await dialog
        .locator('.radio-choice__label, .radio-choice__option')
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth ||
                element.scrollHeight > element.clientHeight ||
                getComputedStyle(element).textOverflow === 'ellipsis',
            )
            .map((element) => element.textContent),
        );
      expect(clipped).toEqual([]);
      await keepInLightAndDark(page, app, (theme) => `telegram-sheet-320-${language}-${theme}`);

      // Scrolled to its end, the sheet keeps its title and close button, and covers the page.
      const body = dialog.locator('.dialog__body');
      await body.hover();
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      await expect(title).toBeInViewport();
      await expect(closeButton).toBeInViewport();
      expect(
        await dialog.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      ).toBe(0);
      await inLightAndDark(page, app, async (theme) => {
        await keepScreenshot(page, `telegram-sheet-320-${language}-${theme}-scrolled`);
        // The sheet inside the app's frame (the harness page around it is no part of the app).
        const { violations } = await new AxeBuilder({ page })
          .include(['iframe', '[role="dialog"]'])
          .analyze();
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.length}`),
          theme,
        ).toEqual([]);
      });

      await closeButton.click();
      await expect(dialog).toBeHidden();
    });
  }
});
