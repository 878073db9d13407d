import { useUnit } from 'effector-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { $isOnline } from '../../shared/lib/network/model';

/** The notice's code and its message; without them (offline before they came) no notice. */
const loadOfflineNotice = (): Promise<{ default: ComponentType }> =>
  Promise.all([import('./offline-notice'), loadScreenMessages()]).then(
    ([{ OfflineNotice }]) => ({ default: OfflineNotice }),
    () => ({ default: () => null }),
  );

/** Fetched once the first screen is up, so going offline later finds it at hand. */
export const preloadOfflineNotice = () => void loadOfflineNotice();

const OfflineNotice = lazy(loadOfflineNotice);

/** Outside the first load: most visits never go offline. */
export function LazyOfflineNotice() {
  const online = useUnit($isOnline);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
