import { useUnit } from 'effector-react';
import useSWR from 'swr';
import type { CallDefinition } from '../contract';
import { $language } from '../i18n/model';
import { errorToast } from '../ui/toast/error-toast';
import { toastShown } from '../ui/toast/model';
import { isApiError } from './api-error';
import { hrApi, mainApi, type CallParams, type CallResult } from './clients';

interface QueryOptions<D = unknown> {
  /** False while a required input is missing (spec §5: no menu without a location). */
  readonly enabled?: boolean;
  /** Milliseconds between polls given the latest answer; 0 stops (an order that became final). */
  readonly refreshInterval?: (latest: D | undefined) => number;
}

/** Statuses a screen shows as its own state (an unknown id), not as an error toast. */
const isQuiet = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * A server read for a screen: SWR keyed by the call, its query and the language; failures become
 * the catalogue toast (spec §8) and stay in `error` for the screen's own state.
 */
const useApiQuery = <C extends CallDefinition>(
  client: 'main' | 'hr',
  call: C,
  params: CallParams<C>,
  { enabled = true, refreshInterval }: QueryOptions<CallResult<C>> = {},
) => {
  const [language, showToast] = useUnit([$language, toastShown]);
  const { data, error, isLoading, mutate } = useSWR<CallResult<C>, unknown>(
    enabled ? [client, call.path, language, params.query ?? null] : null,
    () => (client === 'main' ? mainApi(call, params, language) : hrApi(call, params)),
    {
      onError: (failure: unknown) => {
        if (!isQuiet(failure)) showToast(errorToast(failure, 'error.fetch-error'));
      },
      shouldRetryOnError: (failure: unknown) =>
        !isApiError(failure) || failure.status >= 500 || failure.status === 0,
      ...(refreshInterval ? { refreshInterval } : {}),
    },
  );
  return {
    data,
    error,
    isLoading,
    notFound: isQuiet(error),
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
