import type { Locator, Page } from '@playwright/test';
import { expect, recordOrderBodies, test, withFilledCart } from './fixtures';
import { keepScreenshot } from './support/screenshots';

// The phone field of checkout, driven as customers do: key by key (with or without +998, as the
// placeholder suggests, or with the old trunk 8), a digit fixed in the middle, a paste. Whatever
// they enter, the field shows every digit, read as the number meant, or says why it cannot be
// sent; then the form sends nothing, and never a number cut to fit. One row per way of entering
// a number: which text reads as which number is a pure rule, tabled in
// src/shared/lib/phone.test.ts and, through the field's keys and pastes, phone-field.test.tsx
// (the job application's field is the same component; content.spec.ts sends one).

const FULL = '+998 90 123 45 67';
const SENT = '+998901234567';
const FOREIGN = 'Only Uzbek numbers are accepted: +998 and 9 digits.';
const TOO_LONG = 'Too many digits: after +998 come exactly 9, without a leading 8.';
/** The field's hint, which its description starts with. */
const HINT = '+998 XX XXX XX XX';

interface Sequence {
  readonly name: string;
  readonly enter: (field: Locator, page: Page) => Promise<void>;
  readonly shown: string;
  /** The refusal on screen; a sequence without one gives a number the form sends. */
  readonly problem?: string;
}

const paste = async (field: Locator, page: Page, text: string) => {
  await page.evaluate((clip) => navigator.clipboard.writeText(clip), text);
  await field.press('ControlOrMeta+V');
};

const SEQUENCES: readonly Sequence[] = [
  ...['+998 90 123 45 67', '901234567'].map((keys): Sequence => ({
    name: `types "${keys}" key by key`,
    enter: (field) => field.pressSequentially(keys),
    shown: FULL,
  })),
  {
    name: 'fixes a middle digit: the caret stays where the customer edits',
    enter: async (field) => {
      await field.pressSequentially('901234567');
      // Back to just after the "1" of "123", then the right digit in its place.
      for (let step = 0; step < FULL.length - FULL.indexOf('1') - 1; step += 1)
        await field.press('ArrowLeft');
      await field.press('Backspace');
      await field.press('5');
    },
    shown: '+998 90 523 45 67',
  },
  {
    name: 'types the old trunk prefix "8 90 123 45 67" key by key',
    enter: (field) => field.pressSequentially('8 90 123 45 67'),
    shown: FULL,
  },
  {
    name: 'pastes "+998 90 123-45-67"',
    enter: (field, page) => paste(field, page, '+998 90 123-45-67'),
    shown: FULL,
  },
  {
    name: 'pastes a whole number over one typed before',
    enter: async (field, page) => {
      await field.pressSequentially('971112233');
      await field.selectText();
      await paste(field, page, '+998 90 123 45 67');
    },
    shown: FULL,
  },
  {
    name: 'keeps another country code as typed, saying why',
    enter: (field) => field.pressSequentially('+7'),
    shown: '+7',
    problem: FOREIGN,
  },
  {
    name: 'keeps a tenth digit typed, saying why',
    enter: (field) => field.pressSequentially('90 123 45 678'),
    shown: '+998 90 123 45 678',
    problem: TOO_LONG,
  },
  {
    name: 'keeps a pasted number with too many digits whole instead of cutting it',
    enter: (field, page) => paste(field, page, '90-123-45-6789'),
    shown: '+998 90 123 45 6789',
    problem: TOO_LONG,
  },
];

const sentPhone = (shown: string) => `+998${shown.replace(/\D/g, '').slice(3)}`;

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

// One page, the field emptied between rows: what is checked is the field and what the form
// sends, which a fresh load of the page adds nothing to.
test.describe('checkout', () => {
  test('every way of entering a number shows it whole and sends it, or says why not', async ({
    page,
  }) => {
    await withFilledCart(page);
    // The body is what counts here; the answer is stubbed so the table places no orders.
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/delivery/Create', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 503, json: { message: 'Not today' } });
    });
    await page.goto('/en/order');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    const field = page.getByRole('textbox', { name: 'Phone' });
    const place = page.getByRole('button', { name: /Place order/ });
    for (const sequence of SEQUENCES)
      await test.step(`${sequence.name}: shown ${JSON.stringify(sequence.shown)}`, async () => {
        await field.fill('');
        sent = undefined;
        await sequence.enter(field, page);
        await expect(field).toHaveValue(sequence.shown);
        if (sequence.problem) {
          await expect(field).toHaveAccessibleDescription(`${HINT} ${sequence.problem}`);
          // A field with an error never sends: the tap lands on the field, not the network.
          await place.click();
          await expect(field).toBeFocused();
          expect(sent).toBeUndefined();
          return;
        }
        await place.click();
        await expect.poll(() => sent?.phone).toBe(sentPhone(sequence.shown));
        await expect(page.getByText('The order was not placed.', { exact: false })).toBeVisible();
      });
  });
});

// The number at 375 px, typed a digit too long and then fixed, and what the order
// carries: the order is placed for real and read back, so what reaches the customer's profile is
// checked too.
test.describe('checkout at 375 px, the number sent is the number typed', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const startCheckout = async (page: Page) => {
    await withFilledCart(page);
    const sentOrders = recordOrderBodies(page);
    await page.goto('/en/order');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    return { sentOrders, field: page.getByRole('textbox', { name: 'Phone' }) };
  };
  const placeOrder = (page: Page) => page.getByRole('button', { name: /Place order/ }).click();

  test('"90 123 45 678" stays too long and blocks the order until the digit goes', async ({
    page,
  }) => {
    const { sentOrders, field } = await startCheckout(page);
    let attempts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/delivery/Create') attempts += 1;
    });
    await field.pressSequentially('90 123 45 678');
    await expect(field).toHaveValue('+998 90 123 45 678');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${HINT} ${TOO_LONG}`);
    await placeOrder(page);
    await placeOrder(page);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('+998 90 123 45 678');
    await keepScreenshot(page, 'phone-too-long-375');
    expect(attempts).toBe(0);

    // The customer deletes the digit too many; now the number they typed goes.
    await field.press('End');
    await field.press('Backspace');
    await expect(field).toHaveValue(FULL);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(attempts).toBe(1);
    expect(sentOrders.last().phone).toBe(SENT);
    await page.goto('/en/profile');
    await expect(page.getByText('+998 90 *** ** 67')).toBeVisible();
  });
});

// At 320 px the sticky "Place order" bar must not cover the error of the field being typed in.
test.describe('checkout at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('the error of the field typed in stays clear of the sticky main action', async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto('/order');
    await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз');
    const field = page.getByRole('textbox', { name: 'Телефон' });
    // The field low on the screen, as a customer scrolling down to it has it: its hint just
    // clear of the bar, so tapping it scrolls nothing (a tap under the bar would).
    await field.evaluate((input) => {
      const bottom = input.closest('.field')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, bottom - (window.innerHeight - 110));
    });
    await field.click();
    await field.pressSequentially('90 123 45 678');
    const error = page.getByText('Слишком много цифр', { exact: false });
    await expect(error).toBeVisible();
    const bar = page.getByRole('button', { name: /Оформить заказ ·/ });
    await expect(async () => {
      const errorBox = await error.boundingBox();
      const barBox = await bar.boundingBox();
      expect(errorBox && barBox && errorBox.y + errorBox.height <= barBox.y).toBe(true);
    }).toPass();
    await keepScreenshot(page, 'phone-error-320');

    // Refused: the focus comes back to the field with its error, still clear of the bar.
    await page.getByRole('textbox', { name: 'Имя' }).focus();
    await bar.click();
    await expect(field).toBeFocused();
    const errorBox = await error.boundingBox();
    const barBox = await bar.boundingBox();
    expect(errorBox && barBox && errorBox.y + errorBox.height <= barBox.y).toBe(true);
    await keepScreenshot(page, 'phone-error-refused-320');
  });
});
