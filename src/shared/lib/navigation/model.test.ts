import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $hasNavigated, $routeId, RouteParamsGate, routeVisited } from './model';

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

describe('route parameters', () => {
  it('are unknown until the router opens the screen, then follow it, and go with it', async () => {
    const scope = fork();
    expect(scope.getState($routeId)).toBeNull();
    await allSettled(RouteParamsGate.open, { scope, params: { id: '1042-key' } });
    expect(scope.getState($routeId)).toBe('1042-key');
    await allSettled(RouteParamsGate.open, { scope, params: { id: '7' } });
    expect(scope.getState($routeId)).toBe('7');
    await allSettled(RouteParamsGate.close, { scope, params: {} });
    expect(scope.getState($routeId)).toBeNull();
  });

  it('name no id for a route without one', async () => {
    const scope = fork();
    await allSettled(RouteParamsGate.open, { scope, params: {} });
    expect(scope.getState($routeId)).toBe('');
  });
});
