import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isMessengerMode, $isSignedIn } from '../../entities/customer';

const BasketSync = lazy(() => import('./basket-sync'));

/**
 * Basket sync for messenger users and for web customers signed in with a phone; its code is
 * fetched only then.
 */
export function ServerBasketSync() {
  const [isMessenger, isSignedIn] = useUnit([$isMessengerMode, $isSignedIn]);
  if (!isMessenger && !isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <BasketSync />
    </Suspense>
  );
}
