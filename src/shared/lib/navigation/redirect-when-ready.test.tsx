import { act, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RouteName } from '@pizza-order-app/contract/config/routes';
import { RedirectWhenReady } from './redirect-when-ready';
import { screenLoadersRegistered, type ScreenLoaders } from './screen-loaders';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const loadersWith = (overrides: Partial<Record<RouteName, () => Promise<unknown>>>) =>
  new Proxy({} as ScreenLoaders, {
    get: (_, name: string) => overrides[name as RouteName] ?? (() => Promise.resolve()),
  });

/** The app's scope, with the screens' loaders the test gives it. */
const scopeWith = async (loaders: ScreenLoaders) => {
  const scope = fork();
  await allSettled(screenLoadersRegistered, { scope, params: loaders });
  return scope;
};

describe('RedirectWhenReady', () => {
  it('moves to the target only once its screen has loaded', async () => {
    const menu = deferred();
    const loadMenu = vi.fn(() => menu.promise);
    const scope = await scopeWith(loadersWith({ menu: loadMenu }));
    const location = memoryLocation({ path: '/order', record: true });
    render(
      <Provider value={scope}>
        <Router hook={location.hook}>
          <RedirectWhenReady to="/" />
        </Router>
      </Provider>,
    );
    expect(loadMenu).toHaveBeenCalledOnce();
    expect(location.history).toEqual(['/order']);
    await act(async () => {
      menu.resolve();
      await menu.promise;
    });
    // Replaced, not pushed: going back does not return to the page that redirected.
    expect(location.history).toEqual(['/']);
  });

  it('still redirects when the screen failed to load; the screen recovers on its own', async () => {
    const scope = await scopeWith(
      loadersWith({ tracker: () => Promise.reject(new Error('offline')) }),
    );
    const location = memoryLocation({ path: '/order', record: true });
    render(
      <Provider value={scope}>
        <Router hook={location.hook}>
          <RedirectWhenReady to="/tracker/7" />
        </Router>
      </Provider>,
    );
    await act(() => Promise.resolve());
    expect(location.history).toEqual(['/tracker/7']);
  });

  it('does not redirect after it is gone', async () => {
    const menu = deferred();
    const scope = await scopeWith(loadersWith({ menu: () => menu.promise }));
    const location = memoryLocation({ path: '/order', record: true });
    const { unmount } = render(
      <Provider value={scope}>
        <Router hook={location.hook}>
          <RedirectWhenReady to="/" />
        </Router>
      </Provider>,
    );
    unmount();
    await act(async () => {
      menu.resolve();
      await menu.promise;
    });
    expect(location.history).toEqual(['/order']);
  });
});
