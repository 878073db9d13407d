import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishScope, renderApp } from '../../shared/lib/test/render-app';
import { locationChosen } from '../location/lazy';
import { offeredMenu, preloadMenu, useMenu } from './use-menu';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';

const MENU = testMenu([], { restId: 3 });
const CHILANZAR = { RestaurantId: 3, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };

function MenuFolders() {
  const { menu } = useMenu();
  return <p>{menu?.folders.map(({ name }) => name).join(', ') ?? 'No menu'}</p>;
}

let requested: URL[] = [];
const shopRequests = () => requested.filter(({ pathname }) => pathname === '/api/shop');

afterEach(() => {
  requested = [];
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stubMainApi = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(url);
      return Promise.resolve(
        url.pathname === '/api/token'
          ? Response.json({ token: 'token', expiresAt: Date.now() + 900_000 })
          : Response.json(MENU),
      );
    }),
  );

describe('useMenu', () => {
  it('asks for no menu while the location is empty, and for one once it is set', async () => {
    stubMainApi();
    const scope = englishScope();
    // A cache of its own, so no other test's menu answers for this one.
    renderApp(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MenuFolders />
      </SWRConfig>,
      scope,
    );
    // Long enough for SWR to have sent its request, had the hook let it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('No menu')).toBeInTheDocument();
    expect(shopRequests()).toEqual([]);

    await act(() => allSettled(locationChosen, { scope, params: CHILANZAR }));
    expect(await screen.findByText('Pizza')).toBeInTheDocument();
    expect(shopRequests()).toHaveLength(1);
    expect(Object.fromEntries(shopRequests()[0]?.searchParams ?? [])).toMatchObject({
      RestaurantId: '3',
      RegionId: '1',
      Longitude: '69.2',
      Latitude: '41.28',
      OrderTypeId: '0',
      Language: '3',
    });
  });

  it('preloaded at start, the read is under way before the first render, and the screen takes it over', async () => {
    stubMainApi();
    const scope = englishScope();
    await preloadMenu('en', scope);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // No place yet: nothing to ask for.
    expect(shopRequests()).toEqual([]);

    await allSettled(locationChosen, { scope, params: { ...CHILANZAR, RestaurantId: 4 } });
    await preloadMenu('en', scope);
    await vi.waitFor(() => expect(shopRequests()).toHaveLength(1));
    renderApp(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MenuFolders />
      </SWRConfig>,
      scope,
    );
    expect(await screen.findByText('Pizza')).toBeInTheDocument();
    expect(shopRequests()).toHaveLength(1);
    expect(shopRequests()[0]?.searchParams.get('RestaurantId')).toBe('4');
  });
});

describe('the menu as offered', () => {
  const pepperoni = testProduct({ id: 1, name: 'Pepperoni', price: 50_000 });
  const halves = testProduct({
    id: 2,
    name: 'Half and half',
    price: 40_000,
    composition: {
      kind: 'halves',
      slots: [1, 2].map((id) => ({ id, name: 'Half', options: [{ productId: 1, price: 10_000 }] })),
    },
  });
  const menu = testMenu([pepperoni, halves], { productsForCart: [1, 2] });

  it('has the composite dishes of a backend that announces them', () => {
    expect(offeredMenu(menu, true)).toBe(menu);
  });

  it('has none of a backend that does not, in its lists or among those for the cart', () => {
    const offered = offeredMenu(menu, false);
    expect(offered.products.map(({ id }) => id)).toEqual([1]);
    expect(offered.productsForCart).toEqual([1]);
  });
});
