import { useMemo } from 'react';
import { useMainQuery } from '../../shared/api/use-api-query';
import { restaurantsListCall } from '@pizza-order-app/contract/main-api';
import { activeRestaurants } from './restaurant';

/** The chain's active restaurants (docs/product.md §7 restaurants/List keeps only active ones). */
export const useRestaurants = () => {
  const { data, ...rest } = useMainQuery(restaurantsListCall, { query: {} }, { shared: true });
  const restaurants = useMemo(
    () => (data ? activeRestaurants(data.restaurants) : undefined),
    [data],
  );
  return { restaurants, ...rest };
};
