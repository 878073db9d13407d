import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cart } from '../entities/cart';
import { $location } from '../entities/location';
import { $toasts } from '../shared/ui/toast/model';
import { enterRoute } from './route-middleware';

const LINE = { id: 101, amount: 1, cartProdId: '101', modifiers: [] };
const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };

describe('entering a route before the first render', () => {
  it('sends a visitor with an empty cart from the order page to the menu, saying why', () => {
    const scope = fork();
    expect(enterRoute(scope, '/order')).toEqual({ route: 'menu', detour: '/' });
    expect(scope.getState($toasts)).toEqual([
      { id: 1, tone: 'info', title: { key: 'cart.blocked.empty-cart' } },
    ]);
  });

  it('lets a visitor with a cart and a place check out', () => {
    const scope = fork({
      values: [
        [$cart, [LINE]],
        [$location, CHILANZAR],
      ],
    });
    expect(enterRoute(scope, '/order')).toEqual({ route: 'order', detour: null });
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('leaves routes without middleware and unknown paths alone', () => {
    const scope = fork();
    expect(enterRoute(scope, '/news/7')).toEqual({ route: 'newsItem', detour: null });
    expect(enterRoute(scope, '/nope')).toEqual({ route: null, detour: null });
    expect(scope.getState($toasts)).toEqual([]);
  });
});
