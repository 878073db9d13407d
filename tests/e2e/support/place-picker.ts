import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The place picker's first screen, as the address-suggestions specs go through it (in Russian). */

export const HOME = {
  id: 'home',
  coordinates: [69.246, 41.322],
  title: 'Дом',
  address: 'улица Навои, 20',
  iconSrc: '/icons/home.svg',
  apartment: '7',
};

/**
 * `typed` a key at a time, each sooner than the search's pause: it answers once typing stops, and
 * ArrowDown + Enter choose "улица Навои, 15" (the place picker's search, and the delivery map's).
 */
export const chooseNavoiSuggested = async (app: Page | FrameLocator, typed: string) => {
  const field = app.getByRole('search').getByRole('combobox', { name: 'Улица и дом' });
  await field.pressSequentially(typed, { delay: 80 });
  const suggestions = app.getByRole('listbox', { name: 'Улица и дом' });
  await expect(suggestions.getByRole('option', { name: 'улица Навои, 15' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: 'улица Навои, 15' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('Enter');
  // The list closes (the combobox collapses with it); the place picker may already have moved on
  // to the confirmation, where the search is gone.
  await expect(suggestions).toBeHidden();
};

/** "Навои 15" suggested in the picker, chosen, and its address confirmed with apartment 12. */
export const suggestNavoi = async (app: Page | FrameLocator) => {
  await chooseNavoiSuggested(app, 'Навои 15');
  const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
  await confirmation.getByRole('textbox', { name: 'Квартира или офис' }).fill('12');
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
};

/** The saved address is listed above the search with the door saved with it, and tapped there. */
export const tapSaved = async (app: Page | FrameLocator) => {
  const saved = app.getByRole('region', { name: 'Мои адреса' });
  const card = saved.getByRole('button', { name: /^Дом/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('кв. 7');
  const search = await app.getByRole('search').boundingBox();
  const savedBox = await saved.boundingBox();
  expect(savedBox?.y ?? Infinity).toBeLessThan(search?.y ?? 0);
  await card.click();
};

/**
 * The place the order goes to, just chosen: the summary names it, with a way to change it, and has
 * the focus; no confirmation is left open.
 */
export const expectSavedChosen = async (app: Page | FrameLocator) => {
  await expect(app.getByRole('paragraph').filter({ hasText: 'Доставка: Дом' })).toBeFocused();
  await expect(app.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await expect(app.getByRole('form', { name: 'Проверьте адрес доставки' })).toHaveCount(0);
};

/**
 * The saved address, confirmed with its house and door when it was saved, is chosen in one tap
 * above the search.
 */
export const chooseSaved = async (app: Page | FrameLocator) => {
  await tapSaved(app);
  await expectSavedChosen(app);
};
