import type { Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { contrastViolations } from './support/contrast';
import {
  focusedInApp,
  inLightAndDark,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

/** Telegram's BackButton as the app last set it; never set is hidden. */
const backButtonVisible = async (page: Page) =>
  Boolean((await lastEvent(page, 'web_app_setup_back_button'))?.is_visible);

test('Telegram (light and dark): the sections panel is a sheet — the BackButton, a tap outside and the settings button close it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const sections = app.getByRole('button', { name: 'Sections' });
  const panel = app.getByRole('navigation', { name: 'Site sections' });
  await expect.poll(() => backButtonVisible(page)).toBe(false);

  // Open, the BackButton shows (Android's back stays in the app) and closes it, nothing else.
  await sections.click();
  await expect(panel).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  await keepInLightAndDark(page, app, (theme) => `telegram-sections-375-${theme}`);
  await panel.getByRole('link', { name: 'News' }).focus();
  await pressTelegramButton(page, 'back_button_pressed');
  await expect(panel).toBeHidden();
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(false);
  // The focus that was in the panel comes back to its button.
  expect(await focusedInApp(app)).toBe('button: Sections');

  // A tap outside closes it, and opens nothing underneath.
  await sections.click();
  await expect(panel).toBeVisible();
  // Over the dishes, below the panel (the client's frame fills the window).
  await page.mouse.click(300, 700);
  await expect(panel).toBeHidden();
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => backButtonVisible(page)).toBe(false);

  // The settings button closes it before the profile opens; Back from the profile comes to the
  // menu with the panel closed.
  await sections.click();
  await expect(panel).toBeVisible();
  await pressTelegramButton(page, 'settings_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(panel).toBeHidden();
  await keepInLightAndDark(page, app, (theme) => `telegram-sections-profile-375-${theme}`);
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  await pressTelegramButton(page, 'back_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect.poll(() => backButtonVisible(page)).toBe(false);

  // A section takes the panel's place in the history too.
  await sections.click();
  await panel.getByRole('link', { name: 'Contacts' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await pressTelegramButton(page, 'back_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(panel).toBeHidden();

  // Last (axe leaves the page scrolled where it looked): the open panel meets AA contrast.
  await sections.click();
  await expect(panel).toBeVisible();
  await inLightAndDark(page, app, async (theme) => {
    expect(await contrastViolations(page), theme).toEqual([]);
  });
});
