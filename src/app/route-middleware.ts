import type { Scope } from 'effector';
import { runOrderMiddleware } from '../features/place-order/order-middleware';
import { matchRoute, type RouteName } from '../shared/config/routes';

type RouteMiddleware = (scope: Scope) => string | null;

/** Spec §2 route middleware: given the visitor's state, a path to go to instead, or null. */
const ROUTE_MIDDLEWARE: Partial<Record<RouteName, RouteMiddleware>> = {
  order: runOrderMiddleware,
};

export interface RouteEntry {
  /** The route whose screen the visitor sees, if the path is a screen at all. */
  readonly route: RouteName | null;
  /** The language-neutral path the middleware sent the visitor to instead, if it did. */
  readonly detour: string | null;
}

/**
 * Where a visit to a (language-neutral) path lands once the route's middleware had its say. The
 * app asks before its first render, so the first screen drawn is already the right one.
 */
export const enterRoute = (scope: Scope, path: string): RouteEntry => {
  const route = matchRoute(path);
  const middleware = route ? ROUTE_MIDDLEWARE[route] : undefined;
  const detour = middleware ? middleware(scope) : null;
  return detour ? { route: matchRoute(detour), detour } : { route, detour: null };
};
