import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  addDishInTelegram,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

test('the cart offers "Continue shopping" on Telegram’s secondary button, which closes it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await addDishInTelegram(app, 'Margherita');
  await app.getByRole('button', { name: /Open cart/ }).click();
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

for (const reducedMotion of ['reduce', 'no-preference'] as const)
  test(`with the system’s motion preference "${reducedMotion}"`, async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await expect(app.getByRole('button', { name: /Open cart/ })).toBeVisible();
    // Anything that moves (telegram-ui's transitions, the app's spinners) stands still on reduce.
    const durations = await app.locator('body').evaluate((body) => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms';
      probe.style.animation = 'spin 800ms linear infinite';
      body.append(probe);
      const style = getComputedStyle(probe);
      const measured = [style.transitionDuration, style.animationDuration].map(parseFloat);
      probe.remove();
      return measured;
    });
    for (const seconds of durations)
      if (reducedMotion === 'reduce') expect(seconds).toBeLessThan(0.001);
      else expect(seconds).toBeGreaterThan(0.2);
  });
