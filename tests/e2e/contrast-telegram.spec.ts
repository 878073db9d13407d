import type { FrameLocator, Page } from '@playwright/test';
import { THEMES } from '../../scripts/telegram-launch.mjs';
import { contrastRatio } from '../../src/shared/telegram/readable-theme';
import { expect, test, withFilledCart } from './fixtures';
import {
  contrastViolations,
  faintFieldBorders,
  menuOpenStates,
  moveInApp,
  routeScreens,
  settled,
} from './support/contrast';
import { placeTelegramOrder, uniquePhone } from './support/orders-api';
import {
  lastEvent,
  openCartInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';

test.use({ launchOptions: telegramLaunchOptions });

type Theme = keyof typeof THEMES;

/** The client each palette comes from, so telegram-ui draws that platform's controls. */
const PLATFORMS: Record<Theme, string> = {
  light: 'weba',
  dark: 'weba',
  'ios-light': 'ios',
  'ios-dark': 'ios',
  'android-dark': 'android',
  'tdesktop-light': 'tdesktop',
};

/**
 * A Telegram user with pickup chosen, a filled cart and one order, in a client's palette at 375 px:
 * `open` launches the app at a path, `check` runs axe on what is on screen and keeps a screenshot.
 */
const telegramVisitor = async (page: Page, baseURL: string, theme: Theme) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withFilledCart(page);
  const userId = newTelegramId();
  const order = await placeTelegramOrder(page.request, {
    userId,
    orderTypeId: 200,
    phone: uniquePhone(),
  });
  let launched: FrameLocator | undefined;
  /**
   * The app at `path`: launched by the client the first time, then moved there inside the app as
   * its links do (a route's colours are the same however it is reached, and a launch is most of a
   * screen's time). The profile is launched by the bot's link, which names the customer, so it
   * shows their orders (docs/product.md §2).
   */
  const open = async (path: string) => {
    if (launched && path !== '/en/profile') {
      await moveInApp(launched, path);
      return launched;
    }
    const at = path === '/en/profile' ? `${path}?customerId=${order.customerId}` : path;
    launched = await openInTelegram(page, baseURL, {
      path: at,
      theme,
      userId,
      platform: PLATFORMS[theme],
    });
    await settled(launched);
    return launched;
  };
  const check = async (screen: string) => {
    expect.soft(await contrastViolations(page), screen).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/contrast-telegram-${screen}-375-${theme}.png`,
    });
  };
  /**
   * The checkout refused for its empty fields, through Telegram's MainButton, which the client
   * draws in the colours the app gives it: its text at 4.5:1 too.
   */
  const refuseCheckout = async () => {
    const checkout = await open('/en/order');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: expect.stringMatching(/^Place order/) });
    const button = (await lastEvent(page, 'web_app_setup_main_button')) as {
      color: `#${string}`;
      text_color: `#${string}`;
    };
    expect(contrastRatio(button.text_color, button.color)).toBeGreaterThanOrEqual(4.5);
    // The name Telegram knows comes prefilled: erased, every field's error shows.
    await checkout.getByRole('textbox', { name: 'Name' }).clear();
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(checkout.getByText('Enter your name')).toBeVisible();
    await check('checkout-refused');
    expect.soft(await faintFieldBorders(checkout), 'checkout-refused').toEqual([]);
  };
  const openStates = async (menu: FrameLocator) => {
    await menuOpenStates(menu, check, () => openCartInTelegram(page, menu));
    expect.soft(await faintFieldBorders(menu), 'address-confirmation').toEqual([]);
  };
  return { order, open, check, refuseCheckout, openStates };
};

for (const theme of ['light', 'dark'] as const) {
  test(`every route and what opens on them meet AA contrast in Telegram's ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const visitor = await telegramVisitor(page, baseURL ?? '', theme);
    for (const { name, path } of routeScreens(visitor.order)) {
      await visitor.open(path);
      await visitor.check(name);
    }
    await visitor.refuseCheckout();
    // Last: choosing delivery in the picker drops the pickup place the checkout needs.
    await visitor.openStates(await visitor.open('/en'));
  });
}

// Other clients' default palettes, on the screens with the most kinds of text.
for (const theme of ['ios-light', 'ios-dark', 'android-dark', 'tdesktop-light'] as const) {
  test(`the menu, the lists, the tracker and the checkout meet AA contrast in the ${theme} palette`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const visitor = await telegramVisitor(page, baseURL ?? '', theme);
    const screens = routeScreens(visitor.order).filter(({ name }) =>
      ['menu', 'news', 'vacancies', 'tracker'].includes(name),
    );
    for (const { name, path } of screens) {
      await visitor.open(path);
      await visitor.check(name);
    }
    await visitor.refuseCheckout();
    // Last: choosing delivery in the picker drops the pickup place the checkout needs.
    await visitor.openStates(await visitor.open('/en'));
  });
}

test('a theme the client switches to while the app is open is made readable too', async ({
  page,
  baseURL,
}) => {
  const visitor = await telegramVisitor(page, baseURL ?? '', 'light');
  const menu = await visitor.open('/en');
  await page.evaluate((theme) => {
    const client = window as unknown as { __send: (type: string, data: unknown) => void };
    client.__send('theme_changed', { theme_params: theme });
  }, THEMES['android-dark']);
  await expect
    .poll(() =>
      menu
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--tg-theme-bg-color')),
    )
    .toBe('#212d3b');
  await visitor.check('menu-switched-to-android-dark');
});
