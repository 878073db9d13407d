/**
 * Change for cash (docs/api.md, "Change for cash"): the note the customer will hand over, so the
 * courier brings the change. One rule for the checkout and the backends: it covers the total,
 * and the quick picks are the total rounded up to the next 10 000, 50 000 and 100 000. Plain,
 * without valibot, like limits.ts.
 */

/** The largest note sum an order may name: far above any order, and still a bound. */
export const CHANGE_FROM_MAX = 100_000_000;

const QUICK_PICK_STEPS = [10_000, 50_000, 100_000] as const;

/**
 * The change the courier brings for the sum named: what it is above the total, 0 for the total
 * itself ("without change"), null for a sum below the total, which cannot pay it.
 */
export const changeDue = (changeFrom: number, total: number): number | null =>
  changeFrom >= total ? changeFrom - total : null;

/** Enough to pay the total: "without change" is the total itself. */
export const coversTotal = (changeFrom: number, total: number) =>
  changeDue(changeFrom, total) !== null;

/** The total rounded up to each step, above the total only, each once, smallest first. */
export const changeQuickPicks = (total: number): number[] =>
  [...new Set(QUICK_PICK_STEPS.map((step) => Math.ceil(total / step) * step))].filter(
    (amount) => amount > total,
  );
