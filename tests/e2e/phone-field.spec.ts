import type { Locator, Page } from '@playwright/test';
import { expect, recordOrderBodies, test, withFilledCart } from './fixtures';

// The phone field of checkout and of the job application, driven as customers do: key by key
// (with or without +998, as the placeholder suggests), a digit fixed in the middle, a paste.
// Whatever they enter, the field shows exactly the number meant or says why it cannot.

const FULL = '+998 90 123 45 67';
const SENT = '+998901234567';
const FOREIGN = 'Only Uzbek numbers are accepted: +998 and 9 digits.';
const TOO_LONG = 'Too many digits: after +998 come exactly 9, without a leading 8.';

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
  ...['+998 90 123 45 67', '+998901234567', '998901234567', '901234567', '90 123 45 67'].map(
    (keys): Sequence => ({
      name: `types "${keys}" key by key`,
      enter: (field) => field.pressSequentially(keys),
      shown: FULL,
    }),
  ),
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
  ...['+998 90 123-45-67', '998901234567', '(90) 1234567', '8 90 123 45 67'].map(
    (text): Sequence => ({
      name: `pastes "${text}"`,
      enter: (field, page) => paste(field, page, text),
      shown: FULL,
    }),
  ),
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
    name: 'refuses another country code, saying why',
    enter: (field) => field.pressSequentially('+7'),
    shown: '+',
    problem: FOREIGN,
  },
  {
    name: 'refuses a tenth digit, saying why',
    enter: (field) => field.pressSequentially('9012345678'),
    shown: FULL,
    problem: TOO_LONG,
  },
  {
    name: 'refuses a pasted number with too many digits instead of cutting it',
    enter: (field, page) => paste(field, page, '90-123-45-6789'),
    shown: '',
    problem: TOO_LONG,
  },
];

const sentPhone = (shown: string) => `+998${shown.replace(/\D/g, '').slice(3)}`;

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test.describe('checkout', () => {
  for (const sequence of SEQUENCES) {
    test(`${sequence.name}: shown ${JSON.stringify(sequence.shown)}`, async ({ page }) => {
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
      await sequence.enter(field, page);
      await expect(field).toHaveValue(sequence.shown);

      if (sequence.problem) {
        await expect(page.getByText(sequence.problem)).toBeVisible();
        return;
      }
      await page.getByRole('button', { name: /Place order/ }).click();
      await expect(page.getByText('The order was not placed.', { exact: false })).toBeVisible();
      expect(sent?.phone).toBe(sentPhone(sequence.shown));
    });
  }

  test('a number typed key by key as the placeholder shows reaches the order', async ({ page }) => {
    await withFilledCart(page);
    const sentOrders = recordOrderBodies(page);
    await page.goto('/en/order');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    await page.getByRole('textbox', { name: 'Phone' }).pressSequentially(FULL);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(sentOrders.last().phone).toBe(SENT);
  });
});

test.describe('vacancy form', () => {
  for (const sequence of SEQUENCES) {
    test(`${sequence.name}: shown ${JSON.stringify(sequence.shown)}`, async ({ page }) => {
      await page.goto('/en/vacancies/form');
      const field = page.getByRole('textbox', { name: 'Phone' });
      await sequence.enter(field, page);
      await expect(field).toHaveValue(sequence.shown);
      if (sequence.problem) await expect(page.getByText(sequence.problem)).toBeVisible();
      else await expect(field).toHaveAccessibleDescription('+998 XX XXX XX XX');
    });
  }
});
