import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';

/** The router saw a (language-neutral) path, on first render and after every navigation. */
export const routeVisited = createEvent<string>();

const $firstPath = createStore<string | null>(null).on(
  routeVisited,
  (first, path) => first ?? path,
);

/** The path on screen; re-renders of the same screen do not change it. */
export const $currentPath = createStore<string | null>(null);

/** The visitor arrived at a path: the first one, then every move to another one. */
export const pathEntered = sample({
  clock: routeVisited,
  source: $currentPath,
  filter: (current, path) => current !== path,
  fn: (_, path) => path,
});

sample({ clock: pathEntered, target: $currentPath });

/** True once the visitor has moved inside the app (docs/product.md §8 words the 404 message differently). */
export const $hasNavigated = createStore(false);

sample({
  clock: routeVisited,
  source: $firstPath,
  filter: (first, path) => first !== null && first !== path,
  fn: () => true,
  target: $hasNavigated,
});

/** The parameters of the route on screen (`/tracker/:id` → { id }): the router opens it per screen. */
export const RouteParamsGate = createGate<Readonly<Record<string, string | undefined>>>({
  defaultState: {},
});

/** The `:id` of the route on screen; null until the router has handed its parameters over. */
export const $routeId = combine(RouteParamsGate.status, RouteParamsGate.state, (open, { id }) =>
  open ? (id ?? '') : null,
);
