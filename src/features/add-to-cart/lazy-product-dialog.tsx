import { Suspense, useEffect } from 'react';
import type { Product } from '@pizza-order-app/contract/main-api';
import { afterFirstInteraction } from '../../shared/lib/dom/after-first-interaction';
import { preloadable } from '../../shared/lib/preloadable';

const { Component: ProductDialog, preload } = preloadable(() =>
  import('./product-dialog').then(({ ProductDialog: dialog }) => ({ default: dialog })),
);

/**
 * The dialog's code (modifiers, steppers, the timed addition) stays out of the menu's first load:
 * it comes once the page is idle after the visitor's first interaction (a scroll, a tap), or with
 * the first product opened before that; opened once it is here, the dialog shows at once.
 */
export function LazyProductDialog({ product }: { readonly product: Product | undefined }) {
  useEffect(() => {
    afterFirstInteraction(() => void preload().catch(() => undefined));
  }, []);
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog product={product} />
    </Suspense>
  );
}
