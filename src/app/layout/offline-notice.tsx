import { useTranslation } from 'react-i18next';
import { Notice } from '../../shared/ui';

/**
 * The one message for being offline, on every screen while it lasts: what is on screen was kept
 * on this device, and its prices may change. Reads failing meanwhile do not repeat it.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div className="offline-notice">
      <Notice tone="warning">{t('offline.notice')}</Notice>
    </div>
  );
}
