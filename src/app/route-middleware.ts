import { scopeBind, type EventCallable, type Scope, type Store } from 'effector';
import { $orderDetour, orderPageRequested } from '../features/place-order';
import { matchRoute, type RouteName } from '@pizza-order-app/contract/config/routes';

interface RouteMiddleware {
  /** Fired when a visit starts at the route. */
  readonly requested: EventCallable<void>;
  /** Then holds the path to go to instead, or null to stay. */
  readonly $detour: Store<string | null>;
}

/** docs/product.md §2 route middleware, by route. */
const ROUTE_MIDDLEWARE: Partial<Record<RouteName, RouteMiddleware>> = {
  order: { requested: orderPageRequested, $detour: $orderDetour },
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
  if (!middleware) return { route, detour: null };
  // Launched, not settled: allSettled would also wait out the lifetime of the toast it shows.
  scopeBind(middleware.requested, { scope })();
  const detour = scope.getState(middleware.$detour);
  return detour ? { route: matchRoute(detour), detour } : { route, detour: null };
};
