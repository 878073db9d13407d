import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { locationChosen } from '../../entities/location/lazy';
import { $api, createApi } from '../../shared/api/model';
import type { Modifier, Product } from '@pizza-order-app/contract/main-api';
import { $language } from '../../shared/i18n/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import { ProductDialog } from './product-dialog';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';

const size = (id: number, name: string, price: number): Modifier => ({
  id,
  name,
  isRequired: true,
  isDefault: price === 0,
  price,
  maxOneDish: 1,
  imageUrl: '',
  group: { id: 1, name: 'Size' },
});
const SIZES = [size(1101, '25 cm', 0), size(1103, '35 cm', 40000)];
const pizzas = [
  { productId: 101, price: 0 },
  { productId: 102, price: 10000 },
  { productId: 110, price: 30000 },
];
const halves: Product = testProduct({
  id: 113,
  name: 'Half-and-Half Pizza',
  price: 59000,
  imageUrl: '/images/products/half-and-half.svg',
  modifiers: SIZES,
  composition: {
    kind: 'halves',
    slots: [
      {
        id: 1,
        name: 'Left half',
        // Pepperoni first: the half the dialog starts with.
        options: [pizzas[1], pizzas[0], pizzas[2]].filter((option) => option !== undefined),
      },
      { id: 2, name: 'Right half', options: pizzas },
    ],
  },
});
const combo: Product = testProduct({
  id: 201,
  name: 'Combo for Two',
  price: 139000,
  composition: {
    kind: 'combo',
    slots: [
      {
        id: 1,
        name: 'First pizza',
        options: [
          { productId: 101, price: 0 },
          { productId: 110, price: 20000 },
        ],
      },
      {
        id: 2,
        name: 'Drink',
        options: [
          { productId: 701, price: 0 },
          { productId: 705, price: 4000 },
        ],
      },
    ],
  },
});
const MENU_PRODUCTS = [
  testProduct({ id: 101, name: 'Margherita', price: 59000, imageUrl: '/m.svg' }),
  testProduct({ id: 102, name: 'Pepperoni', price: 69000, imageUrl: '/p.svg' }),
  testProduct({ id: 110, name: 'Tashkent Special', price: 89000, imageUrl: '/t.svg' }),
  testProduct({ id: 701, name: 'Coca-Cola 0.5 l', price: 12000 }),
  testProduct({ id: 705, name: 'Orange Juice', price: 16000 }),
  halves,
  combo,
];
/** The menu the restaurant answers: the test's own, for a stop list. */
let menu = testMenu(MENU_PRODUCTS);
/** The menu with these products on the restaurant's stop list. */
const withStopped = (...ids: number[]) =>
  testMenu(
    MENU_PRODUCTS.map((product) =>
      ids.includes(product.id) ? { ...product, isAvailable: false } : product,
    ),
  );

beforeEach(() => {
  localStorage.clear();
  menu = testMenu(MENU_PRODUCTS);
  stubMainApi(() => Response.json(menu));
});

const open = async (product: Product) => {
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
  });
  await allSettled(locationChosen, {
    scope,
    params: { RestaurantId: 1, RegionId: 1, Longitude: 69.2, Latitude: 41.28 },
  });
  renderApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProductDialog product={product} />
    </SWRConfig>,
    scope,
  );
  await screen.findByRole('dialog');
  return scope;
};

describe('a dish made of parts in the product dialog', () => {
  it('lets a combo’s pizza and drink be chosen, each surcharge said and priced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const scope = await open(combo);
    const pizza = await screen.findByRole('radiogroup', { name: 'First pizza' });
    const drink = screen.getByRole('radiogroup', { name: 'Drink' });
    expect(within(pizza).getByRole('radio', { name: 'Margherita' })).toBeChecked();
    expect(
      within(pizza).getByRole('radio', { name: 'Tashkent Special' }),
    ).toHaveAccessibleDescription('+20\u00a0000');
    expect(within(drink).getByRole('radio', { name: 'Coca-Cola 0.5 l' })).toBeChecked();
    // No stepper left for what the combo holds.
    expect(screen.queryByRole('group', { name: /Drink|Extras/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toHaveTextContent('139 000 UZS');

    await user.click(within(pizza).getByRole('radio', { name: 'Tashkent Special' }));
    await user.click(within(drink).getByRole('radio', { name: 'Orange Juice' }));
    expect(add).toHaveTextContent('163 000 UZS');
    await user.click(add);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scope.getState($cart)).toEqual([
      expect.objectContaining({ id: 201, cartProdId: '201:p110:p705', parts: [110, 705] }),
    ]);
    vi.useRealTimers();
  });

  it('builds a half-and-half: both halves drawn, priced by the dearer one at the size chosen', async () => {
    const user = userEvent.setup();
    await open(halves);
    const right = await screen.findByRole('radiogroup', { name: 'Right half' });
    expect(screen.getByText('Priced by the dearer half')).toBeInTheDocument();
    // Both halves drawn: the left one's pizza and the right one's, each cut to its half.
    const halvesDrawn = () =>
      [...document.querySelectorAll('.halves-picture img')].map((img) => img.getAttribute('src'));
    expect(halvesDrawn()).toEqual(['/p.svg', '/m.svg']);
    // Each half says what its pizza costs whole at the size chosen.
    expect(
      within(right).getByRole('radio', { name: 'Tashkent Special' }),
    ).toHaveAccessibleDescription(/^89\s000\sUZS$/);
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toHaveTextContent('69 000 UZS');

    await user.click(within(right).getByRole('radio', { name: 'Tashkent Special' }));
    expect(halvesDrawn()).toEqual(['/p.svg', '/t.svg']);
    expect(add).toHaveTextContent('89 000 UZS');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', {
        name: '35 cm',
      }),
    );
    expect(add).toHaveTextContent('129 000 UZS');
    expect(within(right).getByRole('radio', { name: 'Margherita' })).toHaveAccessibleDescription(
      /^99\s000\sUZS$/,
    );
  });
});

describe('a dish made of parts with the stop list', () => {
  it('never starts a half with a pizza that is out: the next one in stock, that one disabled and saying why', async () => {
    menu = withStopped(102);
    const user = userEvent.setup();
    await open(halves);
    const left = await screen.findByRole('radiogroup', { name: 'Left half' });
    const pepperoni = within(left).getByRole('radio', { name: 'Pepperoni' });
    // The menu lists Pepperoni first; out, it neither starts chosen nor can be chosen.
    await waitFor(() =>
      expect(within(left).getByRole('radio', { name: 'Margherita' })).toBeChecked(),
    );
    expect(pepperoni).toBeDisabled();
    expect(pepperoni).toHaveAccessibleDescription('out of stock');
    const rightPepperoni = within(screen.getByRole('radiogroup', { name: 'Right half' })).getByRole(
      'radio',
      { name: 'Pepperoni' },
    );
    expect(rightPepperoni).toBeDisabled();
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toBeEnabled();
    expect(add).toHaveTextContent('59 000 UZS');
    await user.click(pepperoni);
    expect(pepperoni).not.toBeChecked();
    expect(document.querySelector('.product-dialog__image--out')).toBeNull();
  });

  it('cannot add a combo whose slot has nothing in stock: said, greyed, every choice and the add disabled', async () => {
    menu = withStopped(701, 705);
    const scope = await open(combo);
    const drink = await screen.findByRole('radiogroup', { name: 'Drink' });
    await waitFor(() =>
      expect(within(drink).getByRole('radio', { name: 'Orange Juice' })).toBeDisabled(),
    );
    expect(within(drink).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'First pizza' })).getByRole('radio', {
        name: 'Tashkent Special',
      }),
    ).toBeDisabled();
    expect(screen.getByText(/This dish is out of stock/)).toBeInTheDocument();
    expect(document.querySelector('.product-dialog__image--out')).not.toBeNull();
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toBeDisabled();
    // No amount to choose for what cannot be added.
    expect(screen.queryByRole('group', { name: 'Combo for Two' })).not.toBeInTheDocument();
    expect(scope.getState($cart)).toEqual([]);
  });
});
