import { Suspense, useEffect } from 'react';
import type { Product } from '../../shared/contract/main-api';
import { whenIdle } from '../../shared/lib/dom/when-idle';
import { preloadable } from '../../shared/lib/preloadable';

const { Component: ProductDialog, preload } = preloadable(() =>
  import('./product-dialog').then(({ ProductDialog: dialog }) => ({ default: dialog })),
);

/**
 * The dialog's code (modifiers, steppers, the timed addition) stays out of the menu's first load:
 * it comes once the page is idle, or with the first product opened before that; opened once it
 * is here, the dialog shows at once.
 */
export function LazyProductDialog({ product }: { readonly product: Product | undefined }) {
  useEffect(() => {
    whenIdle(() => void preload().catch(() => undefined));
  }, []);
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog product={product} />
    </Suspense>
  );
}
