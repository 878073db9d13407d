import { useUnit } from 'effector-react';
import useSWR from 'swr';
import { mainApi } from '../../shared/api/clients';
import { shopCall, type Menu } from '../../shared/contract';
import { $language } from '../../shared/i18n/model';
import { toastShown } from '../../shared/ui/toast/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { $deliveryType, $hasLocation, $location } from '../location/model';

/** The menu for the saved location (spec §7 shop); not asked for while the location is empty (§5). */
export const useMenu = () => {
  const [location, hasLocation, deliveryType, language, showToast] = useUnit([
    $location,
    $hasLocation,
    $deliveryType,
    $language,
    toastShown,
  ]);
  const { data, error, isLoading, mutate } = useSWR<Menu, unknown>(
    hasLocation ? ['shop', language, deliveryType, location] : null,
    () =>
      mainApi(
        shopCall,
        {
          query: {
            RestaurantId: location.RestaurantId,
            RegionId: location.RegionId,
            Longitude: location.Longitude,
            Latitude: location.Latitude,
            OrderTypeId: deliveryType,
          },
        },
        language,
      ),
    { onError: (failure: unknown) => showToast(errorToast(failure, 'error.fetch-error')) },
  );
  return { menu: data, error, isLoading, retry: () => void mutate() };
};
