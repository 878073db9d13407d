import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
import { loadScreenAtFx } from './screen-loaders';

/**
 * Replaces the location once the target screen's code is here, so the redirect lands on the
 * screen itself rather than on a loading placeholder first.
 */
export function RedirectWhenReady({ to }: { readonly to: string }) {
  const [, navigate] = useLocation();
  const loadScreenAt = useUnit(loadScreenAtFx);
  const redirect = useEffectEvent(() => navigate(to, { replace: true }));
  useEffect(() => {
    let current = true;
    void loadScreenAt(to).then(() => {
      if (current) redirect();
    });
    return () => {
      current = false;
    };
  }, [to, loadScreenAt]);
  return null;
}
