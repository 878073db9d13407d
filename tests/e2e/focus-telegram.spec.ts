import AxeBuilder from '@axe-core/playwright';
import { CHILANZAR_ENTRY, expect, test, withFilledCart } from './fixtures';
import { expectCheckoutFieldsFocusedInView } from './support/focus';
import {
  checkoutInTelegram,
  inLightAndDark,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramEvents,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

test('a refused checkout buzzes, focuses the first field and shows its error at AA contrast (light and dark)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_main_button'))
    .toMatchObject({ text: expect.stringMatching(/^Place order/) });

  // The name Telegram knows is there to start with; this customer erases it.
  const name = app.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Aziz Karimov');
  await name.clear();
  await name.blur();
  await pressTelegramButton(page, 'main_button_pressed');
  await expect(app.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(app.getByText('Enter your name')).toBeVisible();
  await expect
    .poll(async () =>
      (await telegramEvents(page)).some(
        ({ eventType, eventData }) =>
          eventType === 'web_app_trigger_haptic_feedback' &&
          eventData?.notification_type === 'error',
      ),
    )
    .toBe(true);

  // The errors' colour is the app's; the rest of the palette is the client's own theme.
  const analyze = () =>
    new AxeBuilder({ page })
      .include(['#app', '.field__error'])
      .withRules(['color-contrast'])
      .analyze();
  const targets = (found: Awaited<ReturnType<typeof analyze>>['passes']) =>
    found.flatMap(({ nodes }) => nodes.map(({ target }) => target.join(' ')));
  await inLightAndDark(page, app, async (theme) => {
    // axe skips the app's frame when it cannot reach it that moment (busy cores): read again
    // until what it checked is on record, as contrastViolations does.
    let results = await analyze();
    await expect
      .poll(async () => {
        if (targets(results.passes).length + targets(results.violations).length === 0)
          results = await analyze();
        return targets(results.passes).length + targets(results.violations).length;
      })
      .toBeGreaterThan(0);
    expect(targets(results.violations), theme).toEqual([]);
    // Checked, not skipped: both errors (name and phone) are among what passed.
    expect(targets(results.passes), theme).toEqual([
      expect.stringMatching(/-error$/),
      expect.stringMatching(/-error$/),
    ]);
    await keepScreenshot(page, `telegram-checkout-errors-375-${theme}`);
  });
});

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`each checkout field focused by script is in full view, clear of the sticky header (${width}×${height})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await withFilledCart(page);
    const app = await openInTelegram(page, baseURL ?? '', { path: '/en/order' });
    await app.getByRole('button', { name: 'At a set time' }).click();
    await expectCheckoutFieldsFocusedInView(app);
    await keepScreenshot(page, `telegram-checkout-focus-script-${width}`);
  });
}
