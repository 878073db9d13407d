// npm run bench:menu — the seeded menu and the 1,000-product, 40-folder one from the reference
// backend, on a CPU throttled 4×: time to the first folder rendered, and the add-to-cart reaction
// times. The two side by side tell start-up from rendering.
import { chromium } from '@playwright/test';
import { launchOptions, startServer } from './browser.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer(8791);
const browser = await chromium.launch(launchOptions());

/** `RUNS` first visits of the menu, the benchmark one or the seeded one. */
const measure = async (benchmarkMenu) => {
  const results = { firstFolder: [], pressReaction: [], badgeAfterAdd: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'location',
        JSON.stringify({ RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 }),
      );
      localStorage.setItem('delivery', '200');
    });
    // The reference backend answers the benchmark menu for this flag.
    if (benchmarkMenu) {
      await context.route('**/api/shop?**', (route) =>
        route.continue({ url: `${route.request().url()}&benchmark=true` }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(`${server.url}en`);
    await page.locator('.product-card').first().waitFor();
    results.firstFolder.push(await page.evaluate(() => performance.now()));

    await page.locator('.product-card button').first().click();
    // The dialog's code comes on demand (prefetched once the page is idle): time the press, not
    // that download.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Add to cart/ })
      .waitFor();
    const timings = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const add = [...document.querySelectorAll('dialog button')].find((b) =>
            b.textContent?.startsWith('Add to cart'),
          );
          const badge = document.querySelector('.cart-button__count');
          const before = badge?.textContent;
          const pressed = performance.now();
          let reacted = 0;
          new MutationObserver((_, observer) => {
            if (!reacted && add?.getAttribute('aria-busy') === 'true') reacted = performance.now();
            if (badge?.textContent !== before) {
              observer.disconnect();
              resolve({ press: reacted - pressed, badge: performance.now() - pressed - 500 });
            }
          }).observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          add?.click();
        }),
    );
    results.pressReaction.push(timings.press);
    results.badgeAfterAdd.push(timings.badge);
    await context.close();
  }
  return results;
};

const menus = {};
try {
  menus.seeded = await measure(false);
  menus.large = await measure(true);
} finally {
  await browser.close();
  server.stop();
}

const line = (label, values, target) => {
  const value = median(values);
  console.log(
    `${label.padEnd(46)} median ${value.toFixed(0).padStart(5)} ms  (runs: ${values.map((v) => v.toFixed(0)).join(', ')})${target ? `  target ≤ ${target} ms` : ''}`,
  );
};
for (const [name, results] of [
  ['the seeded menu', menus.seeded],
  ['1,000 products in 40 folders', menus.large],
]) {
  console.log(`Menu bench: ${name}, CPU throttled 4×, ${RUNS} runs`);
  line('time to first folder rendered (from navigation)', results.firstFolder);
  line('add to cart: press → visible progress', results.pressReaction, 50);
  line('add to cart: badge updated after the 500 ms delay', results.badgeAfterAdd, 50);
}
