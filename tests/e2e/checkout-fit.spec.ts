import { CHILANZAR_PICKUP, MARGHERITA_LINE, expect, test, withFilledCart } from './fixtures';
import { keepScreenshot } from './support/screenshots';

/**
 * Checkout's main action and payment choice at 375 px on the web: the label with its total on one
 * line, the chosen method marked as chosen, not in the error's red. In the two languages whose
 * label is long; English's ("Place and pay") is the shortest.
 */

/** Four Margheritas: a six-digit total, as long as most orders'. */
const CART = [{ ...MARGHERITA_LINE, amount: 4 }];

test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 812 }));

for (const [prefix, place] of [
  ['', /^Оплатить заказ · /],
  ['/uz', /^Buyurtmani to‘lash · /],
] as const) {
  test(`"place and pay" with its total fits one line, and the chosen method is checked (${prefix || '/ru'})`, async ({
    page,
  }) => {
    await withFilledCart(page, CART, CHILANZAR_PICKUP);
    await page.goto(`${prefix}/order`);
    const payme = page.getByRole('button', { name: /^Payme/ });
    await payme.click();
    await expect(payme).toHaveAttribute('aria-pressed', 'true');
    const action = page.getByRole('button', { name: place });
    await expect(action).toHaveText(/236\s000/);
    // One line: as tall as a button of one word, and nothing cut off.
    const fit = await action.evaluate((button) => {
      const style = getComputedStyle(button);
      const lines =
        (button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
        parseFloat(style.lineHeight);
      // Nor wider than the screen: a label that cannot wrap would widen the page instead.
      const overflows =
        button.scrollWidth > button.clientWidth ||
        button.getBoundingClientRect().right > window.innerWidth ||
        document.documentElement.scrollWidth > window.innerWidth;
      return { lines: Math.round(lines), overflows };
    });
    expect(fit).toEqual({ lines: 1, overflows: false });

    // Chosen: filled, with a check, in the text's colour; never the error's.
    const cue = await payme.evaluate((card) => {
      const style = getComputedStyle(card);
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('span');
      probe.style.color = root.getPropertyValue('--color-error');
      document.body.append(probe);
      const error = getComputedStyle(probe).color;
      probe.remove();
      return {
        border: style.borderTopColor === error,
        check: getComputedStyle(card, '::after').content.startsWith('"✓"'),
      };
    });
    expect(cue).toEqual({ border: false, check: true });
    await action.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `checkout-fit${prefix.replace('/', '-')}-375`);
  });
}
