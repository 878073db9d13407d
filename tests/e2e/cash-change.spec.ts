import AxeBuilder from '@axe-core/playwright';
import { MARGHERITA_LINE, expect, recordOrderBodies, test, withDeliveryCart } from './fixtures';
import { setRunClock } from './support/run-clock';
import { keepScreenshot } from './support/screenshots';

/**
 * Change for cash on the web at 375 px, in Russian: a delivery paid cash asks what note to
 * prepare change for, checks it against the total, sends it, and the tracker tells its owner
 * (and nobody else holding the link). "Without change", the total itself, takes the same path,
 * each step tested lower: change-field.test.tsx, change-model.test.ts, tracker-page.test.tsx.
 */

test('paying cash, checkout asks for the note, refuses one below the total and sends the pick; the owner’s tracker says it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  const bodies = recordOrderBodies(page);
  await page.goto('/order');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('901234567');

  const question = page.getByRole('radiogroup', { name: 'С какой суммы подготовить сдачу?' });
  await expect(question).toBeVisible();
  const place = page.getByRole('button', { name: /^Оформить заказ · / });
  const total = Number(((await place.textContent()) ?? '').replace(/\D/g, ''));
  // The quick picks: the total rounded up to the next 10 000, 50 000 and 100 000, above it.
  const expected = [...new Set([10_000, 50_000, 100_000].map((s) => Math.ceil(total / s) * s))]
    .filter((amount) => amount > total)
    .map((amount) => `${amount.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0сум`);
  await expect(question.getByRole('radio')).toHaveCount(expected.length + 1);
  for (const name of [...expected, 'Без сдачи'])
    await expect(question.getByRole('radio', { name })).toBeAttached();

  // Below the total: the field says so, and nothing goes.
  const amount = page.getByRole('textbox', { name: 'Сумма купюрами' });
  // Grouped as it is typed, and an edit in the middle goes on where the caret is.
  await amount.pressSequentially('100000');
  await expect(amount).toHaveValue('100\u00a0000');
  await amount.press('ArrowLeft');
  await amount.press('ArrowLeft');
  await amount.press('ArrowLeft');
  await amount.pressSequentially('59');
  await expect(amount).toHaveValue('10\u00a0059\u00a0000');
  await amount.fill('50 000');
  await expect(amount).toHaveValue('50\u00a0000');
  await place.click();
  await expect(amount).toHaveAccessibleDescription(/Сумма должна быть не меньше суммы заказа/);
  await expect(amount).toBeFocused();
  await keepScreenshot(page, 'cash-change-error-375');
  expect(bodies.last()).toEqual({});

  const pick = expected.at(-1) ?? '';
  await question.getByRole('radio', { name: pick }).check();
  await expect(amount).toHaveValue(pick.replace(/\u00a0сум$/, ''));
  await question.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'cash-change-375');
  const { violations } = await new AxeBuilder({ page }).include('form').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);

  // A card asks nothing of the kind.
  await page.getByRole('group', { name: 'Оплата' }).getByRole('button', { name: 'Картой' }).click();
  await expect(question).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Оплата' })
    .getByRole('button', { name: 'Наличными' })
    .click();
  await expect(question.getByRole('radio', { name: pick })).toBeChecked();

  await place.click();
  await expect(page).toHaveURL(/\/tracker\//);
  const changeFrom = Math.ceil(total / 100_000) * 100_000;
  expect(bodies.last()).toMatchObject({ paymentMethod: 'cash', changeFrom });
  const note = `Сдача с ${changeFrom.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0сум`;
  await expect(page.getByText(note)).toBeVisible();
  await page.getByText(note).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'cash-change-tracker-375');

  // Anyone else holding the link sees no payment details.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await setRunClock(stranger);
  const other = await stranger.newPage();
  await other.goto(new URL(page.url()).pathname);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Заказ');
  await expect(other.getByText('Статус', { exact: false }).first()).toBeVisible();
  await expect(other.getByText(/Сдача с/)).toHaveCount(0);
  await stranger.close();
});
