import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { locationChosen } from '../../entities/location/lazy';
import { useMenu } from '../../entities/menu';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import { ViewCartAction } from './view-cart-action';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';

const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };
const MENU = testMenu([
  testProduct({ id: 101, name: 'Margherita', price: 59000 }),
  testProduct({ id: 103, name: 'Four Cheese', price: 79000, isAvailable: false }),
]);

/** Shows when the menu has arrived: until then the action has no prices to go by. */
function MenuArrived() {
  const { menu } = useMenu();
  return <p>{menu ? 'menu shown' : 'menu loading'}</p>;
}

/** The menu's main action over a cart of `lines`, once the place's menu has arrived. */
const showAction = async (lines: readonly CartItem[]) => {
  stubMainApi(() => Response.json(MENU));
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
      [$cart, lines],
    ],
  });
  await allSettled(locationChosen, { scope, params: CHILANZAR });
  renderApp(
    // A cache of its own, so no other test's menu answers for this one.
    <SWRConfig value={{ provider: () => new Map() }}>
      <ViewCartAction />
      <MenuArrived />
    </SWRConfig>,
    scope,
  );
  await screen.findByText('menu shown');
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ViewCartAction', () => {
  it('gives what the dishes cost', async () => {
    await showAction([{ id: 101, amount: 1, cartProdId: '101', modifiers: [] }]);
    expect(
      screen.getByRole('button', { name: 'View cart · 1 · 59\u00a0000\u00a0UZS' }),
    ).toBeVisible();
  });

  it('gives no total of 0 while nothing in the cart can be ordered: the count only', async () => {
    await showAction([{ id: 103, amount: 1, cartProdId: '103', modifiers: [] }]);
    expect(screen.getByRole('button', { name: 'View cart · 1' })).toBeVisible();
  });
});
