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
  readablePalette,
  switchTelegramTheme,
  telegramLaunchOptions,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

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
 * Telegram's MainButton, when the app shows it, in the colours of the palette the client is in:
 * the client draws it as the app says, so its text must read at 4.5:1 on it too.
 */
const expectReadableMainButton = async (page: Page, theme: Theme) => {
  const button = async () =>
    (await lastEvent(page, 'web_app_setup_main_button')) as
      { is_visible: boolean; color: `#${string}`; text_color: `#${string}` } | undefined;
  if (!(await button())?.is_visible) return;
  const { button_color, button_text_color } = readablePalette(theme);
  await expect
    .poll(async () => {
      const shown = await button();
      return [shown?.color.toLowerCase(), shown?.text_color.toLowerCase()];
    }, `the MainButton in the ${theme} palette`)
    .toEqual([button_color.toLowerCase(), button_text_color.toLowerCase()]);
  expect(contrastRatio(button_text_color, button_color)).toBeGreaterThanOrEqual(4.5);
};

/**
 * A Telegram user with pickup chosen, a filled cart and one order, in a client's palettes at 375 px
 * (launched in the first, then switched to the others as the user's night mode does): `open`
 * launches the app at a path, `check` runs axe on what is on screen in each palette and keeps a
 * screenshot of each.
 */
const telegramVisitor = async (
  page: Page,
  baseURL: string,
  themes: readonly [Theme, ...Theme[]],
) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withFilledCart(page);
  const userId = newTelegramId();
  const order = await placeTelegramOrder(page.request, {
    userId,
    orderTypeId: 200,
    phone: uniquePhone(),
  });
  let launched: FrameLocator | undefined;
  let current = themes[0];
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
      theme: current,
      userId,
      platform: PLATFORMS[current],
    });
    await settled(launched);
    return launched;
  };
  /**
   * The screen in each palette, the one it is in first (else in the order given); `also` looks
   * further in each.
   */
  const check = async (
    screen: string,
    also?: () => Promise<void>,
    palettes: readonly Theme[] = themes,
  ) => {
    const inTurn = palettes.includes(current)
      ? [current, ...palettes.filter((other) => other !== current)]
      : palettes;
    for (const theme of inTurn) {
      if (theme !== current && launched) {
        await switchTelegramTheme(page, launched, theme);
        current = theme;
      }
      expect.soft(await contrastViolations(page), `${screen}, ${theme}`).toEqual([]);
      await expectReadableMainButton(page, theme);
      await also?.();
      await keepScreenshot(page, `contrast-telegram-${screen}-375-${theme}`);
    }
  };
  /** The checkout refused for its empty fields, through Telegram's MainButton. */
  const refuseCheckout = async () => {
    const checkout = await open('/en/order');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: expect.stringMatching(/^Place order/) });
    // The name Telegram knows comes prefilled: erased, every field's error shows.
    await checkout.getByRole('textbox', { name: 'Name' }).clear();
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(checkout.getByText('Enter your name')).toBeVisible();
    await check('checkout-refused', async () => {
      expect.soft(await faintFieldBorders(checkout), `checkout-refused, ${current}`).toEqual([]);
    });
  };
  const openStates = async (menu: FrameLocator) => {
    await menuOpenStates(
      menu,
      (state) =>
        check(
          state,
          state === 'address-confirmation'
            ? async () => {
                expect.soft(await faintFieldBorders(menu), `${state}, ${current}`).toEqual([]);
              }
            : undefined,
        ),
      () => openCartInTelegram(page, menu),
    );
  };
  return { order, open, check, refuseCheckout, openStates };
};

test("every route and what opens on them meet AA contrast in Telegram's light and dark themes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const visitor = await telegramVisitor(page, baseURL ?? '', ['light', 'dark']);
  for (const { name, path } of routeScreens(visitor.order)) {
    await visitor.open(path);
    await visitor.check(name);
  }
  await visitor.refuseCheckout();
  const menu = await visitor.open('/en');
  await test.step('a theme the client switches to while the app is open is made readable too', async () => {
    // Another client's palette, switched to from the light one: made readable as a launch in it.
    await visitor.check('menu-switched-from-light', undefined, ['light', 'android-dark']);
  });
  // Last: choosing delivery in the picker drops the pickup place the checkout needs.
  await visitor.openStates(menu);
});

// Other clients' default palettes, on the screens with the most kinds of text, switched live
// after the launch as the user's night mode does: iOS in one launch, and Android and Telegram
// Desktop in another, as both draw telegram-ui's `base` platform.
for (const themes of [
  ['ios-light', 'ios-dark'],
  ['android-dark', 'tdesktop-light'],
] as const) {
  test(`the menu, the lists, the tracker and the checkout meet AA contrast in the ${themes.join(' and ')} palette${themes.length > 1 ? 's' : ''}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const visitor = await telegramVisitor(page, baseURL ?? '', themes);
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
