import { useUnit } from 'effector-react';
import useSWR from 'swr';
import { mainApi } from '../../shared/api/clients';
import { restaurantsListCall, type Restaurant } from '../../shared/contract';
import { $language } from '../../shared/i18n/model';
import { toastShown } from '../../shared/ui/toast/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { activeRestaurants } from './restaurant';

/** The chain's active restaurants (spec §7 restaurants/List). */
export const useRestaurants = () => {
  const [language, showToast] = useUnit([$language, toastShown]);
  const { data, error, isLoading, mutate } = useSWR<Restaurant[], unknown>(
    ['restaurants', language],
    async () =>
      activeRestaurants((await mainApi(restaurantsListCall, { query: {} }, language)).restaurants),
    { onError: (failure: unknown) => showToast(errorToast(failure, 'error.fetch-error')) },
  );
  return { restaurants: data, error, isLoading, retry: () => void mutate() };
};
