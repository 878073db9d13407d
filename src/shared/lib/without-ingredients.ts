import type { TFunction } from 'i18next';

/** An ingredient left out, as the menu or an order line names it. */
export interface LeftOut {
  readonly name: string;
  /** The menu's own words for the dish without it ("без лука"): no template declines a noun. */
  readonly without?: string | undefined;
}

/** "без лука, без орегано": what a line leaves out, in the dialog, the cart and the tracker alike. */
export const withoutIngredients = (t: TFunction, removed: readonly LeftOut[]) =>
  removed.map(({ name, without }) => without ?? t('cart.without', { name })).join(', ');
