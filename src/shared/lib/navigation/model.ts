import { createEvent, createStore, sample } from 'effector';

/** The router saw a (language-neutral) path, on first render and after every navigation. */
export const routeVisited = createEvent<string>();

const $firstPath = createStore<string | null>(null).on(
  routeVisited,
  (first, path) => first ?? path,
);

/** True once the visitor has moved inside the app (spec §8 words the 404 message differently). */
export const $hasNavigated = createStore(false);

sample({
  clock: routeVisited,
  source: $firstPath,
  filter: (first, path) => first !== null && first !== path,
  fn: () => true,
  target: $hasNavigated,
});
