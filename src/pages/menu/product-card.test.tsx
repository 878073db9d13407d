import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { Modifier, Product } from '@pizza-order-app/contract/main-api';
import { $language } from '../../shared/i18n/model';
import { testProduct } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import { ProductCard } from './product-card';

const NBSP = '\u00a0';

const extra = (id: number, name: string, price: number): Modifier => ({
  id,
  name,
  isRequired: false,
  isDefault: false,
  price,
  maxOneDish: 2,
  imageUrl: '',
});

/** A required single choice, as the reference menu's: its first option the default. */
const choice = (group: Modifier['group'], options: readonly (readonly [string, number])[]) =>
  options.map(([name, price], index): Modifier => ({
    id: (group?.id ?? 0) * 100 + index,
    name,
    isRequired: true,
    isDefault: index === 0,
    price,
    maxOneDish: 1,
    imageUrl: '',
    group,
  }));

// The reference menu's shapes (functions/reference-backend/seed/menu.ts).
const SIZES = choice({ id: 11, name: 'Size' }, [
  ['25 cm', 0],
  ['30 cm', 20000],
  ['35 cm', 40000],
]);
const CRUSTS = choice({ id: 12, name: 'Crust' }, [
  ['Traditional crust', 0],
  ['Thin crust', 0],
]);
const VOLUMES = choice({ id: 13, name: 'Volume' }, [
  ['0.5 l', 0],
  ['1 l', 14000],
]);
const EXTRAS = [extra(1002, 'Extra mozzarella', 12000), extra(1003, 'Jalapeño', 6000)];
const SIGNATURE_SAUCE: Modifier = { ...extra(1005, 'Signature sauce', 0), isRequired: true };

const MARGHERITA = testProduct({
  id: 101,
  name: 'Margherita',
  price: 59000,
  description: 'Tomato sauce, mozzarella and fresh basil.',
  modifiers: [...SIZES, ...CRUSTS, ...EXTRAS],
});
const PEPPERONI = testProduct({
  id: 102,
  name: 'Pepperoni',
  price: 69000,
  modifiers: [...SIZES, ...CRUSTS, SIGNATURE_SAUCE, ...EXTRAS],
});
const LEMONADE = testProduct({ id: 703, name: 'House Lemonade', price: 19000, modifiers: VOLUMES });
const KIDS_PIZZA = testProduct({ id: 112, name: 'Kids’ Pizza', price: 49000, modifiers: EXTRAS });
const COMBO = testProduct({
  id: 201,
  name: 'Combo for Two',
  price: 139000,
  // Its dearer pizzas cost more, chosen in its own dialog: the card gives the combo's price.
  composition: {
    kind: 'combo',
    slots: [
      {
        id: 1,
        name: 'First pizza',
        options: [
          { productId: 102, price: 0 },
          { productId: 103, price: 10000 },
        ],
      },
    ],
  },
});
const GARLIC_BREAD = testProduct({ id: 301, name: 'Garlic Bread', price: 19000 });

const showCards = (products: readonly Product[], language: Language = 'en') =>
  renderApp(
    <ul>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onOpen={() => undefined} />
      ))}
    </ul>,
    fork({ values: [[$language, language]] }),
    language,
  );

/** The price a card shows, found by the card's name (the dish's). */
const priceOf = (name: string) =>
  screen.getByRole('button', { name }).querySelector('.product-card__price')?.textContent;

describe('ProductCard', () => {
  it('says "from" the lowest price when a required choice changes the price', () => {
    showCards([MARGHERITA, PEPPERONI, LEMONADE]);
    expect(priceOf('Margherita')).toBe(`from 59${NBSP}000${NBSP}UZS`);
    expect(priceOf('Pepperoni')).toBe(`from 69${NBSP}000${NBSP}UZS`);
    expect(priceOf('House Lemonade')).toBe(`from 19${NBSP}000${NBSP}UZS`);
    // Announced after the dish's name: its price, then what it is.
    expect(screen.getByRole('button', { name: 'Margherita' })).toHaveAccessibleDescription(
      `from 59${NBSP}000${NBSP}UZS Tomato sauce, mozzarella and fresh basil.`,
    );
  });

  it('gives the price itself for one size, extras only, a combo, or a choice that costs the same', () => {
    const crustOnly = testProduct({ id: 120, name: 'Flatbread', price: 29000, modifiers: CRUSTS });
    showCards([KIDS_PIZZA, COMBO, GARLIC_BREAD, crustOnly]);
    expect(priceOf('Kids’ Pizza')).toBe(`49${NBSP}000${NBSP}UZS`);
    expect(priceOf('Combo for Two')).toBe(`139${NBSP}000${NBSP}UZS`);
    expect(priceOf('Garlic Bread')).toBe(`19${NBSP}000${NBSP}UZS`);
    expect(priceOf('Flatbread')).toBe(`29${NBSP}000${NBSP}UZS`);
  });

  it('counts each required modifier and the cheapest option of each required choice, not its default', () => {
    const boxed = testProduct({
      id: 130,
      name: 'Boxed pizza',
      price: 50000,
      modifiers: [
        ...choice({ id: 14, name: 'Size' }, [
          ['30 cm', 20000],
          ['25 cm', 10000],
        ]),
        { ...SIGNATURE_SAUCE, name: 'Box', price: 3000 },
        ...EXTRAS,
      ],
    });
    showCards([boxed]);
    expect(priceOf('Boxed pizza')).toBe(`from 63${NBSP}000${NBSP}UZS`);
  });

  it.each([
    ['ru', 'Маргарита', `от 59${NBSP}000${NBSP}сум`, 'Детская', `49${NBSP}000${NBSP}сум`],
    ['uz', 'Margarita', `59${NBSP}000${NBSP}so‘mdan`, 'Bolalar pitsasi', `49${NBSP}000${NBSP}so‘m`],
  ] as const)('words both prices in %s', (language, pizza, from, kids, price) => {
    showCards(
      [
        { ...MARGHERITA, name: pizza },
        { ...KIDS_PIZZA, name: kids },
      ],
      language,
    );
    expect(priceOf(pizza)).toBe(from);
    expect(priceOf(kids)).toBe(price);
  });
});
