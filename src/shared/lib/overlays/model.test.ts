// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeVisited } from '../navigation/model';
import { $overlays, overlayClosed, overlayOpened, overlaysLeft, watchHistoryFx } from './model';

const entryState = () => (window.history.state as { overlays?: unknown } | null)?.overlays;

/** The next Back or Forward has landed (jsdom traverses the history asynchronously). */
const historyMoved = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
  });

const started = async () => {
  const scope = fork();
  await allSettled(watchHistoryFx, { scope });
  return scope;
};

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('overlays and the history', () => {
  it('gives each opened overlay an entry; Back closes the topmost first', async () => {
    const scope = await started();
    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    expect(entryState()).toEqual([{ name: 'cart' }]);
    await allSettled(overlayOpened, { scope, params: { name: 'product', id: 101 } });
    expect(entryState()).toEqual([{ name: 'cart' }, { name: 'product', id: 101 }]);

    const moved = historyMoved();
    window.history.back();
    await moved;
    expect(scope.getState($overlays)).toEqual([{ name: 'cart' }]);
  });

  it('opens an overlay already open no second time', async () => {
    const scope = await started();
    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    expect(scope.getState($overlays)).toEqual([{ name: 'cart' }]);
    // One Back reaches the page itself.
    const moved = historyMoved();
    window.history.back();
    await moved;
    expect(entryState()).toBeUndefined();
    expect(scope.getState($overlays)).toEqual([]);
  });

  it('closed by its controls, takes its entry (and those above it) off the history', async () => {
    const scope = await started();
    await allSettled(overlayOpened, { scope, params: { name: 'location' } });
    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    const moved = historyMoved();
    await allSettled(overlayClosed, { scope, params: 'location' });
    expect(scope.getState($overlays)).toEqual([]);
    await moved;
    expect(entryState()).toBeUndefined();
    expect(scope.getState($overlays)).toEqual([]);
  });

  it('does nothing to the history for an overlay that is not open', async () => {
    const scope = await started();
    const length = window.history.length;
    await allSettled(overlayClosed, { scope, params: 'cart' });
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/');
  });

  it('reopens what a reloaded entry had open, and ignores an entry it cannot read', async () => {
    const scope = fork();
    window.history.replaceState({ overlays: [{ name: 'product', id: 102 }] }, '');
    await allSettled(routeVisited, { scope, params: '/' });
    expect(scope.getState($overlays)).toEqual([{ name: 'product', id: 102 }]);

    const other = fork();
    window.history.replaceState({ overlays: [{ name: 7 }] }, '');
    await allSettled(routeVisited, { scope: other, params: '/' });
    expect(other.getState($overlays)).toEqual([]);
  });

  it('closes everything on a new screen, and when a control moves on to one', async () => {
    const scope = await started();
    await allSettled(routeVisited, { scope, params: '/' });
    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    window.history.pushState(null, '', '/news');
    await allSettled(routeVisited, { scope, params: '/news' });
    expect(scope.getState($overlays)).toEqual([]);

    await allSettled(overlayOpened, { scope, params: { name: 'cart' } });
    const length = window.history.length;
    await allSettled(overlaysLeft, { scope });
    expect(scope.getState($overlays)).toEqual([]);
    expect(window.history.length).toBe(length);
  });
});
