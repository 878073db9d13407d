import { lazy, Suspense, useEffect } from 'react';
import type { Product } from '../../shared/contract/main-api';
import { whenIdle } from '../../shared/lib/dom/when-idle';

const loadProductDialog = () => import('./product-dialog');

const ProductDialog = lazy(() =>
  loadProductDialog().then(({ ProductDialog: dialog }) => ({ default: dialog })),
);

/**
 * The dialog's code (modifiers, steppers, the timed addition) stays out of the menu's first load:
 * it comes once the page is idle, or with the first product opened before that.
 */
export function LazyProductDialog({ product }: { readonly product: Product | undefined }) {
  useEffect(() => {
    whenIdle(() => void loadProductDialog());
  }, []);
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog product={product} />
    </Suspense>
  );
}
