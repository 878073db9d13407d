import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationChosen } from '../../entities/location/lazy';
import { useMenu } from '../../entities/menu';
import { $language } from '../../shared/i18n/model';
import { $now, clockTicked } from '../../shared/lib/clock/model';
import { testMenu } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';
import { KitchenClosedNotice } from './kitchen-closed-notice';
import { $api, createApi } from '../../shared/api/model';

/** The reference hours, 10:00–03:00 Tashkent time (UTC+5). */
const MENU = testMenu();
const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };
const CLOSED_TEXT = 'The kitchen is closed. We open at 10:00; you can order now for later.';
const tashkent = (time: string) => Date.parse(`2026-11-22T${time}:00+05:00`);

/** Shows when the menu, and with it the hours, has arrived. */
function MenuArrived() {
  const { menu } = useMenu();
  return <p>{menu ? 'menu shown' : 'menu loading'}</p>;
}

const showNotice = async (now: number) => {
  const scope = fork({
    values: [
      [$language, 'en'],
      [$now, now],
      [$api, createApi()],
    ],
  });
  await allSettled(locationChosen, { scope, params: CHILANZAR });
  renderApp(
    // A cache of its own, so no other test's menu answers for this one.
    <SWRConfig value={{ provider: () => new Map() }}>
      <KitchenClosedNotice />
      <MenuArrived />
    </SWRConfig>,
    scope,
  );
  // The notice waits for the menu: its hours come with it.
  await screen.findByText('menu shown');
  return scope;
};

beforeEach(() => {
  stubMainApi(() => Response.json(MENU));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('KitchenClosedNotice', () => {
  it('says when the kitchen opens while it is closed', async () => {
    await showNotice(tashkent('04:30'));
    expect(screen.getByRole('status')).toHaveTextContent(CLOSED_TEXT);
  });

  it('says nothing while the kitchen is open', async () => {
    await showNotice(tashkent('12:00'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing past midnight before closing time', async () => {
    await showNotice(tashkent('02:59'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('drops the notice by itself once the clock reaches opening time', async () => {
    const scope = await showNotice(tashkent('09:59'));
    expect(screen.getByText(CLOSED_TEXT)).toBeInTheDocument();
    await act(() => allSettled(clockTicked, { scope, params: tashkent('10:00') }));
    expect(screen.queryByText(CLOSED_TEXT)).not.toBeInTheDocument();
  });
});
