import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $wasCartOpened } from './model';

const CartSheet = lazy(() =>
  import('./cart-sheet').then(({ CartSheet: sheet }) => ({ default: sheet })),
);

/** The sheet's code (lines, pricing, steppers) is fetched when the cart is first opened. */
export function LazyCartSheet() {
  const wasOpened = useUnit($wasCartOpened);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet />
    </Suspense>
  );
}
