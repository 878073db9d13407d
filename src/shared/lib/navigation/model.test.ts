import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $hasNavigated, routeVisited } from './model';

describe('navigation model', () => {
  it('is false on the first page and stays so when that page re-renders', async () => {
    const scope = fork();
    await allSettled(routeVisited, { scope, params: '/nope' });
    await allSettled(routeVisited, { scope, params: '/nope' });
    expect(scope.getState($hasNavigated)).toBe(false);
  });

  it('turns true after moving to another path', async () => {
    const scope = fork();
    await allSettled(routeVisited, { scope, params: '/' });
    await allSettled(routeVisited, { scope, params: '/nope' });
    expect(scope.getState($hasNavigated)).toBe(true);
  });
});
