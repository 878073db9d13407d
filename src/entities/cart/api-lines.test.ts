import { describe, expect, it } from 'vitest';
import { answeredModifier, chosenModifiers, toOrderProducts } from './api-lines';
import { cartLineId } from './model';

describe('cart lines as the APIs take them', () => {
  const modifiers = [
    answeredModifier({ id: 7, count: 1, name: 'Cheese', price: 5_000 }),
    answeredModifier({ id: 8, count: 0 }),
  ];

  it('sends only the chosen modifiers, by id and count', () => {
    expect(chosenModifiers(modifiers)).toEqual([{ id: 7, count: 1 }]);
    expect(
      toOrderProducts([{ id: 3, amount: 2, cartProdId: cartLineId(3, modifiers), modifiers }]),
    ).toEqual([{ id: 3, amount: 2, modifiers: [{ id: 7, count: 1 }] }]);
  });

  it('sends the ingredients left out, and nothing for a line that leaves none out', () => {
    expect(
      toOrderProducts([
        { id: 102, amount: 1, cartProdId: '102:-4', modifiers: [], removedIngredients: [4] },
        { id: 102, amount: 1, cartProdId: '102', modifiers: [], removedIngredients: [] },
      ]),
    ).toEqual([
      { id: 102, amount: 1, modifiers: [], removedIngredients: [4] },
      { id: 102, amount: 1, modifiers: [] },
    ]);
  });

  it('fills a modifier an answer names with what it says, and allows exactly its count', () => {
    expect(answeredModifier({ id: 9, count: 2 })).toEqual({
      id: 9,
      count: 2,
      name: '',
      price: 0,
      isRequired: false,
      isDefault: false,
      maxOneDish: 2,
      imageUrl: '',
    });
    expect(modifiers[0]).toMatchObject({ name: 'Cheese', price: 5_000 });
  });
});
