/**
 * What a composite dish's line needs beside its price (composition.ts): what a refusal names and
 * the name that says every part. The cart sheet and the backend read it; the menu's first load
 * does not.
 */
import type { Composition } from './composition';

/**
 * The first slot whose chosen product it does not allow (the part named), or of a list of parts
 * that does not match the slots, the slot left out: what a refusal names.
 */
export const refusedPart = ({ slots }: Composition<unknown>, parts: readonly number[] = []) => {
  const index = slots.findIndex(
    ({ options }, at) => !options.some(({ productId }) => productId === parts[at]),
  );
  return { slotIndex: index, productId: parts[index] };
};

/**
 * A composite line's name, with every part: "½ Пепперони + ½ Маргарита" for a half-and-half
 * (each "½" kept on the line of its pizza), "Комбо на двоих: Пепперони, Маргарита, Фанта 0,5 л"
 * for a combo.
 */
export const compositeName = (
  kind: Composition['kind'],
  name: string,
  partNames: readonly string[],
) =>
  kind === 'halves'
    ? partNames.map((part) => `½\u00a0${part}`).join(' + ')
    : `${name}: ${partNames.join(', ')}`;
