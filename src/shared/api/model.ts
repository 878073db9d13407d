import { attach, createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { createApiClients, type ApiClients } from './clients';
import { createReadCache, type ReadCache } from './read-cache';

/** One app instance's network state: its clients' credentials and identity, its read cache. */
export type Api = ApiClients & { readonly reads: ReadCache };

export const createApi = (): Api => ({ ...createApiClients(), reads: createReadCache() });

/**
 * The scope's API, given when the scope is forked (`fork({ values: [[$api, createApi()]] })`):
 * a second app instance, or a forked scope in a test, asks for and keeps its own credentials.
 */
export const $api = createStore<Api | null>(null, { serialize: 'ignore' });

/** The scope's API; a scope forked without one is a mistake in the code, not the network. */
export const requireApi = (api: Api | null) => {
  if (!api) throw new Error('This scope has no API: fork it with [$api, createApi()]');
  return api;
};

/**
 * An effect that reaches the network through the scope's API. Its handler takes the params
 * alone, as any effect's does (a test's `fork({ handlers })` replaces it without the API).
 */
export const attachApi = <Params = void, Done = void>(
  handler: (api: Api, params: Params) => Done | Promise<Done>,
) => {
  const withApiFx = attach({
    source: $api,
    effect: (api, params: Params) => handler(requireApi(api), params),
  });
  // Called in the handler, the attached effect runs in the caller's scope.
  return createEffect((params: Params) => withApiFx(params));
};

/** The scope's API, for a screen's reads. */
export const useApi = () => requireApi(useUnit($api));

/** The API's credentials follow the Telegram identity of the launch. */
export const telegramIdentityChangedFx = attachApi((api, initData: string | null) =>
  api.identity.change(initData),
);

/** See `warmUpMain`: the main API's token is on its way before the first screen asks. */
export const warmUpMainApiFx = attachApi((api) => api.warmUpMain());
