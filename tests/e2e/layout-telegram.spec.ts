import { expect, test, withFilledCart } from './fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  inLightAndDark,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

/** Inside Telegram the skin's components differ from the web's: the same no-sideways rule. */
test.use({ launchOptions: telegramLaunchOptions });

test.describe('no sideways scroll inside Telegram', () => {
  test('the menu, the cart and the checkout at 320 px, in light and dark', async ({
    page,
    baseURL,
  }) => {
    await withFilledCart(page);
    await page.setViewportSize({ width: 320, height: 700 });
    const app = await openInTelegram(page, baseURL ?? '', { path: '/uz' });
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!frame) throw new Error('the app frame is missing');
    await inLightAndDark(page, app, (theme) =>
      expectNoSidewaysScroll(frame, `the Telegram menu, ${theme}`),
    );

    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('dialog')).toBeVisible();
    await inLightAndDark(page, app, (theme) =>
      expectNoSidewaysScroll(frame, `the Telegram cart, ${theme}`),
    );

    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Buyurtmani rasmiylashtirish');
    await inLightAndDark(page, app, async (theme) => {
      await expectNoSidewaysScroll(frame, `the Telegram checkout, ${theme}`);
      await keepScreenshot(page, `layout-telegram-order-320-${theme}`);
    });
  });
});

test('a toast at 320 px leaves the screen’s heading readable', async ({ page, baseURL }) => {
  await withFilledCart(page);
  // The menu's read fails for good, so its toast comes while the screen shows its own state.
  await page.route('**/api/shop?*', (route) =>
    route.fulfill({ status: 503, json: { message: 'Kitchen system restarting' } }),
  );
  const seen: { toast: DOMRectJSON; heading: DOMRectJSON }[] = [];
  await page.exposeFunction('toastLaidOut', (boxes: (typeof seen)[number]) => seen.push(boxes));
  // Measured where the toast is painted, as it appears: it lives 3 s, longer than a busy run's look.
  await page.addInitScript(() => {
    const report = (window as unknown as { toastLaidOut: (boxes: unknown) => void }).toastLaidOut;
    const edges = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return { top: box?.top, bottom: box?.bottom };
    };
    new MutationObserver((records) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.closest('.toaster') && node.role === 'alert')
            requestAnimationFrame(() =>
              report({
                toast: edges(node),
                heading: edges(document.querySelector('h1')),
              }),
            );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 320, height: 640 });
  await openInTelegram(page, baseURL ?? '', { theme: 'light' });
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  const [first] = seen;
  if (!first) throw new Error('no toast was laid out');
  const { toast, heading } = first;
  expect(toast.top).toBeGreaterThanOrEqual(heading.bottom);
  expect(toast.bottom).toBeLessThanOrEqual(640);
});

type DOMRectJSON = Pick<DOMRect, 'top' | 'bottom'>;
