import { createStore, sample, type Unit } from 'effector';

/**
 * Turns for requests whose answers can come back in any order (a slow search, then a tap on the
 * map): every start takes the next turn, and an answer counts only while its turn is the newest,
 * so an older answer never overwrites a newer one.
 */
export const createTurns = (starts: Unit<unknown>[]) => {
  const $turn = createStore(0).on(starts, (turn) => turn + 1);
  /** The answers asked in the newest turn; each carries its turn in `params.turn`. */
  const newest = <T extends { readonly params: { readonly turn: number } }>(answers: Unit<T>) =>
    sample({
      clock: answers,
      source: $turn,
      filter: (turn, { params }) => params.turn === turn,
      fn: (_, answer) => answer,
    });
  return { $turn, newest };
};
