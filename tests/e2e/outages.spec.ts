import { expect, test, withFilledCart } from './fixtures';
import { runClockUntilShown, runNow } from './support/run-clock';

/** A read that fails for a while is told once, and the screen refills by itself when it recovers. */

test('the menu failing for a few attempts: one toast, then the menu by itself, no reload', async ({
  page,
}) => {
  await withFilledCart(page);
  let failures = 0;
  await page.route('**/api/shop?*', async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({ status: 503, json: { message: 'Kitchen system restarting' } });
      return;
    }
    await route.continue();
  });
  const toasts: string[] = [];
  await page.exposeFunction('toastSeen', (text: string) => toasts.push(text));
  // Every toast that ever appears is counted, even one gone before the test looked.
  await page.addInitScript(() => {
    const seen = (window as unknown as { toastSeen: (text: string) => void }).toastSeen;
    new MutationObserver((records) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.closest('.toaster') && node.role === 'alert')
            seen(node.innerText);
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's clock: the reads' retries, seconds apart and growing, come as the test moves it.
  await page.clock.install({ time: runNow() });
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const menu = page.getByRole('heading', { level: 2, name: 'Pizza' });
  await runClockUntilShown(page, menu, 2_000, 500);
  await expect(menu).toBeVisible();
  expect(failures).toBe(2);
  expect(toasts).toEqual([expect.stringContaining('Kitchen system restarting')]);
});
