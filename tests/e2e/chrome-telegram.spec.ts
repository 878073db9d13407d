import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  addDishInTelegram,
  focusedInApp,
  lastEvent,
  openCartInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

test('the cart offers "Continue shopping" on Telegram’s secondary button, which closes it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await addDishInTelegram(page, app, 'Margherita');
  await openCartInTelegram(page, app);
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_secondary_button'))
    .toMatchObject({ is_visible: true, text: 'Continue shopping' });
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_main_button'))
    .toMatchObject({ text: 'Go to checkout' });
  await pressTelegramButton(page, 'secondary_button_pressed');
  await expect(app.getByRole('dialog')).toBeHidden();
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_secondary_button'))
    .toMatchObject({ is_visible: false });
});

test('Telegram’s settings button opens the profile, in the language in use', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: '/uz' });
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_settings_button'))
    .toMatchObject({ is_visible: true });
  await pressTelegramButton(page, 'settings_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  expect(new URL(page.frames()[1]?.url() ?? 'http://x/').pathname).toBe('/uz/profile');
});

// The preference is read live: one launch, with the system's setting changed under it.
test('with the system’s motion preference "reduce", then "no-preference"', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await expect(app.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
  // Anything that moves (telegram-ui's transitions, the app's spinners) stands still on reduce.
  const durations = () =>
    app.locator('body').evaluate((body) => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms';
      probe.style.animation = 'spin 800ms linear infinite';
      body.append(probe);
      const style = getComputedStyle(probe);
      const measured = [style.transitionDuration, style.animationDuration].map(parseFloat);
      probe.remove();
      return measured;
    });
  await test.step('reduce', async () => {
    for (const seconds of await durations()) expect(seconds).toBeLessThan(0.001);
  });
  await test.step('no-preference', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const seconds of await durations()) expect(seconds).toBeGreaterThan(0.2);
  });
});

test('inside Telegram the site’s header gives way to one compact sections button', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  // No logo, no language switcher, no cart button: the client's header, the profile and the
  // MainButton do those jobs.
  await expect(app.getByRole('link', { name: 'Home page' })).toHaveCount(0);
  await expect(app.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: /Open cart/ })).toHaveCount(0);
  const sections = app.getByRole('button', { name: 'Sections' });
  const menu = app.getByRole('navigation', { name: 'Site sections' });
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await sections.click();
  await expect(sections).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText([
    'Menu',
    'News',
    'Promotions',
    'Contacts',
    'Vacancies',
    'Delivery area',
    'Profile',
  ]);
  await keepScreenshot(page, 'telegram-sections-375-light');
  await app.locator('body').press('Escape');
  await expect(menu).toBeHidden();
  // The focus that was in the panel comes back to its button.
  expect(await focusedInApp(app)).toBe('button: Sections');

  await sections.click();
  await menu.getByRole('link', { name: 'Contacts' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Language is in the profile, which Telegram's settings button opens from an inner screen too.
  await pressTelegramButton(page, 'settings_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(new URL(page.frames()[1]?.url() ?? 'http://x/').pathname).toBe('/en/profile');
  await expect(app.getByRole('navigation', { name: 'Language' })).toBeVisible();
});

test('a Telegram launch speaks the language set in Telegram, until the customer chooses one', async ({
  page,
  baseURL,
}) => {
  const userId = newTelegramId();
  // The bot's menu button opens the site's root; the user's Telegram is in Uzbek.
  let app = await openInTelegram(page, baseURL ?? '', { path: '/', languageCode: 'uz', userId });
  await expect(app.getByRole('heading', { level: 1, name: 'Menyu' })).toBeVisible();
  await expect.poll(() => app.locator('body').evaluate(() => window.location.pathname)).toBe('/uz');

  await pressTelegramButton(page, 'settings_button_pressed');
  await app.getByRole('navigation', { name: 'Til' }).getByRole('link', { name: 'English' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The next launch on this device keeps the customer's choice, also in Telegram's web client,
  // which frames the app on another site where the language cookie is not kept.
  app = await openInTelegram(page, baseURL ?? '', { path: '/', languageCode: 'uz', userId });
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});

test.describe('on a phone whose browser speaks English', () => {
  test.use({ locale: 'en-US' });

  test('the bot’s Russian button opens the Russian menu for a Russian Telegram user', async ({
    page,
    baseURL,
  }) => {
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.status() === 302)
        redirects.push(response.url());
    });
    // The button as the bot sends it (functions/lib/bot/bot.ts, appUrl).
    const app = await openInTelegram(page, baseURL ?? '', { path: '/?tg=1', languageCode: 'ru' });
    await expect(app.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    expect(await app.locator('body').evaluate(() => window.location.pathname)).toBe('/');
    // The edge served the page the bot asked for, rather than the English one first.
    expect(redirects).toEqual([]);
  });
});
