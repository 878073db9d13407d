import { scopeBind, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import useSWR, { mutate, preload } from 'swr';
import type { Language } from '../config/languages';
import type { CallDefinition } from '../contract';
import { $language } from '../i18n/model';
import { requestAnswered, requestFailedAtNetwork } from '../lib/network/model';
import { readErrorToast } from '../ui/toast/error-toast';
import { isApiError, isOfflineFailure } from './api-error';
import { hrApi, mainApi, type CallParams, type CallResult } from './clients';
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
}

const hasStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * Statuses a screen shows as its own state, not as an error toast: an unknown id (404), an id
 * that is not the caller's (403: a stale stored customer id, forgotten quietly).
 */
const isQuiet = (error: unknown) => hasStatus(error, 404) || hasStatus(error, 403);

type Client = 'main' | 'hr';

const queryKey = <C extends CallDefinition>(
  client: Client,
  call: C,
  params: CallParams<C>,
  language: Language,
) => [client, call.path, language, params.query ?? null];

type NetworkReport = (answered: boolean) => void;

const queryFetcher =
  <C extends CallDefinition>(
    client: Client,
    call: C,
    params: CallParams<C>,
    language: Language,
    onNetwork: NetworkReport,
  ) =>
  () => {
    const reported = { ...params, onNetwork };
    return client === 'main' ? mainApi(call, reported, language) : hrApi(call, reported);
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
  { enabled = true, refreshInterval }: QueryOptions<CallResult<C>> = {},
) => {
  const [language, failed, succeeded, answered, failedAtNetwork] = useUnit([
    $language,
    readFailed,
    readSucceeded,
    requestAnswered,
    requestFailedAtNetwork,
  ]);
  const key = queryKey(client, call, params, language);
  const { data, error, isLoading, mutate } = useSWR<CallResult<C>, unknown>(
    enabled ? key : null,
    queryFetcher(client, call, params, language, networkReport(answered, failedAtNetwork)),
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
 * Starts a screen's main API read before the screen renders (the app does it as soon as the
 * screen's code is here); the screen's useMainQuery with the same call and query takes it over.
 * With the app's scope, what the read found of the network reaches the connection model.
 */
export const preloadMainQuery = <C extends CallDefinition>(
  call: C,
  params: CallParams<C>,
  language: Language,
  scope?: Scope,
) => {
  const report = scope
    ? networkReport(
        scopeBind(requestAnswered, { scope }),
        scopeBind(requestFailedAtNetwork, { scope }),
      )
    : () => undefined;
  // Marked handled for a screen that never renders; a screen that does reports the failure.
  preload(
    queryKey('main', call, params, language),
    queryFetcher('main', call, params, language, report),
  ).catch(() => undefined);
};

/** Gives a screen's main API read an answer already at hand, so the screen renders with it. */
export const seedMainQuery = async <C extends CallDefinition>(
  call: C,
  params: CallParams<C>,
  language: Language,
  answer: CallResult<C>,
) => {
  await mutate(queryKey('main', call, params, language), answer, { revalidate: false });
};
