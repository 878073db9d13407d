import { lazy, Suspense } from 'react';

/** The region toasts appear in, empty: what stands until the toasts' code is here. */
const EmptyToaster = () => <div className="toaster" aria-live="polite" />;

// Asked for at the first render, beside the first screen's own downloads; most visits show no
// toast, so its code stays out of the start. A toast raised before it arrives waits in $toasts.
const Toasts = lazy(() =>
  import('./toaster').then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: EmptyToaster }),
  ),
);

export function Toaster() {
  return (
    <Suspense fallback={<EmptyToaster />}>
      <Toasts />
    </Suspense>
  );
}
