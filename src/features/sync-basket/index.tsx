import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isMessengerMode } from '../../entities/customer';

const BasketSync = lazy(() => import('./basket-sync'));

/** Basket sync for messenger users; its code is fetched only in messenger mode. */
export function MessengerBasketSync() {
  const isMessenger = useUnit($isMessengerMode);
  if (!isMessenger) return null;
  return (
    <Suspense fallback={null}>
      <BasketSync />
    </Suspense>
  );
}
