import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { $wasCartOpened } from './model';

const CartSheet = lazy(() =>
  Promise.all([import('./cart-sheet'), loadScreenMessages()]).then(([{ CartSheet: sheet }]) => ({
    default: sheet,
  })),
);

/**
 * The sheet's code (lines, pricing, steppers, suggestions) and the messages it shows beyond the
 * first paint's are fetched when the cart is first opened.
 */
export function LazyCartSheet() {
  const wasOpened = useUnit($wasCartOpened);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet />
    </Suspense>
  );
}
