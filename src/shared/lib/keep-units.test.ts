import { describe, expect, it } from 'vitest';
import { keepUnits } from './keep-units';

const NBSP = '\u00a0';

describe('keepUnits', () => {
  it.each([
    ['Coca-Cola 0,5 l', `Coca-Cola 0,5${NBSP}l`],
    ['Кока-кола 0,5 л', `Кока-кола 0,5${NBSP}л`],
    ['Water 0.5 l', `Water 0.5${NBSP}l`],
    ['Pizza 30 sm, 450 g', `Pizza 30${NBSP}sm, 450${NBSP}g`],
  ])('keeps the quantity of %j with its unit', (name, kept) => {
    expect(keepUnits(name)).toBe(kept);
  });

  it.each(['Pepperoni', '2 lavash', 'Kombo 2 gazak', '3 large pizzas'])(
    'leaves %j, which names no unit, as it is',
    (name) => {
      expect(keepUnits(name)).toBe(name);
    },
  );
});
