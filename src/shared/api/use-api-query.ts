import { scopeBind, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import useSWR from 'swr';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { CallDefinition } from '@pizza-order-app/contract';
import { $language } from '../i18n/model';
import { requestAnswered, requestFailedAtNetwork } from '../lib/network/model';
import { readErrorToast } from '../ui/toast/error-toast';
import { isApiError, isOfflineFailure } from './api-error';
import type { CallParams, CallResult } from './clients';
import { attachApi, useApi, type Api } from './model';
import { OFFLINE_READ_KEY, readFailed, readSucceeded } from './read-failures';

/**
 * Automatic retries of a failed read, about 4, 8, 16, 32 and 64 s apart (SWR doubles the
 * interval, with jitter): a minute-long outage is bridged, a longer one waits for the customer's
 * retry, the window's focus or the connection's return, which also read again.
 */
const READ_RETRY_BASE_MS = 2000;
const READ_RETRY_COUNT = 5;

interface QueryOptions<D = unknown> {
  /** False while a required input is missing (docs/product.md §5: no menu without a location). */
  readonly enabled?: boolean;
  /** Milliseconds between polls given the latest answer; 0 stops (an order that became final). */
  readonly refreshInterval?: (latest: D | undefined) => number;
  /**
   * The answer names no one (the menu, the restaurants): when the customer changes it stays on
   * screen while it is asked again, where a customer's own answer goes at once.
   */
  readonly shared?: boolean;
}

const hasStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * Statuses a screen shows as its own state, not as an error toast: an unknown id (404), an id
 * that is not the caller's (403: a stale stored customer id, forgotten quietly).
 */
const isQuiet = (error: unknown) => hasStatus(error, 404) || hasStatus(error, 403);

type Client = 'main' | 'hr';

/** The key of a read in SWR's cache of its scope. */
export const queryKey = <C extends CallDefinition>(
  client: Client,
  call: C,
  params: CallParams<C>,
  language: Language,
) => [client, call.path, language, params.query ?? null];

type NetworkReport = (answered: boolean) => void;

const queryFetcher =
  <C extends CallDefinition>(
    api: Api,
    client: Client,
    call: C,
    params: CallParams<C>,
    language: Language,
    onNetwork: NetworkReport,
  ) =>
  () => {
    const reported = { ...params, onNetwork };
    return client === 'main' ? api.main(call, reported, language) : api.hr(call, reported);
  };

/** Reads tell the connection model what they found of the network (shared/lib/network). */
const networkReport =
  (answered: () => void, failed: () => void): NetworkReport =>
  (wasAnswered) =>
    wasAnswered ? answered() : failed();

/**
 * A server read for a screen: SWR keyed by the call, its query and the language; failures become
 * the catalogue toast (docs/product.md §8) and stay in `error` for the screen's own state.
 */
const useApiQuery = <C extends CallDefinition>(
  client: Client,
  call: C,
  params: CallParams<C>,
  { enabled = true, refreshInterval, shared = false }: QueryOptions<CallResult<C>> = {},
) => {
  const [language, failed, succeeded, answered, failedAtNetwork] = useUnit([
    $language,
    readFailed,
    readSucceeded,
    requestAnswered,
    requestFailedAtNetwork,
  ]);
  const api = useApi();
  const key = queryKey(client, call, params, language);
  const read = queryFetcher(
    api,
    client,
    call,
    params,
    language,
    networkReport(answered, failedAtNetwork),
  );
  const { data, error, isLoading, mutate } = useSWR<CallResult<C>, unknown>(
    enabled ? key : null,
    () => {
      if (shared) api.reads.markShared(key);
      // A read started before the screen, or on its way for a model, is not sent again.
      return api.reads.take(key) ?? api.reads.join(key, read);
    },
    {
      onError: (failure: unknown) => {
        if (isQuiet(failure)) return;
        failed({
          key: isOfflineFailure(failure) ? OFFLINE_READ_KEY : JSON.stringify(key),
          toast: readErrorToast(failure),
        });
      },
      onSuccess: () => succeeded(JSON.stringify(key)),
      errorRetryInterval: READ_RETRY_BASE_MS,
      errorRetryCount: READ_RETRY_COUNT,
      shouldRetryOnError: (failure: unknown) =>
        !isApiError(failure) || failure.status >= 500 || failure.status === 0,
      ...(refreshInterval ? { refreshInterval } : {}),
    },
  );
  return {
    data,
    error,
    isLoading,
    notFound: hasStatus(error, 404),
    forbidden: hasStatus(error, 403),
    retry: () => void mutate(),
  };
};

export const useMainQuery = <C extends CallDefinition>(
  call: C,
  params: CallParams<C>,
  options?: QueryOptions<CallResult<C>>,
) => useApiQuery('main', call, params, options);

export const useHrQuery = <C extends CallDefinition>(
  call: C,
  params: CallParams<C>,
  options?: QueryOptions<CallResult<C>>,
) => useApiQuery('hr', call, params, options);

/**
 * The server answered a change to what `call` reads (an order rescued): every screen showing one
 * of its answers (of those `asked` with a query it picks) shows `update`'s version of it at once,
 * and asks again.
 */
export const updateMainReads = <C extends CallDefinition>(
  api: Api,
  call: C,
  update: (answer: CallResult<C>) => CallResult<C>,
  asked: (query: CallParams<C>['query'] | null) => boolean = () => true,
) =>
  api.reads.update(
    (key) =>
      Array.isArray(key) &&
      key[0] === 'main' &&
      key[1] === call.path &&
      asked(key[3] as CallParams<C>['query'] | null),
    (answer) => update(answer),
  );

const startReadFx = attachApi(
  (api, { key, read }: { key: readonly unknown[]; read: (api: Api) => Promise<unknown> }) => {
    // Marked handled for a screen that never renders; a screen that does reports the failure.
    api.reads.start(key, () => read(api)).catch(() => undefined);
  },
);

const seedReadFx = attachApi((api, { key, answer }: { key: readonly unknown[]; answer: unknown }) =>
  api.reads.seed(key, answer),
);

/**
 * Starts a screen's main API read before the screen renders (the app does it as soon as the
 * screen's code is here); the screen's useMainQuery with the same call and query takes it over.
 */
export const preloadMainQuery = async <C extends CallDefinition>(
  scope: Scope,
  call: C,
  params: CallParams<C>,
  language: Language,
) => {
  // What the read finds of the network reaches the connection model of the scope it was started for.
  const report = networkReport(
    scopeBind(requestAnswered, { scope }),
    scopeBind(requestFailedAtNetwork, { scope }),
  );
  await scopeBind(startReadFx, { scope })({
    key: queryKey('main', call, params, language),
    read: (api) => queryFetcher(api, 'main', call, params, language, report)(),
  });
};

/** Gives a screen's main API read an answer already at hand, so the screen renders with it. */
export const seedMainQuery = async <C extends CallDefinition>(
  scope: Scope,
  call: C,
  params: CallParams<C>,
  language: Language,
  answer: CallResult<C>,
) => {
  await scopeBind(seedReadFx, { scope })({ key: queryKey('main', call, params, language), answer });
};
