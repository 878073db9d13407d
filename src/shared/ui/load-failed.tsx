import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Notice } from './notice';

interface LoadFailedProps {
  readonly onRetry: () => void;
  /** What failed to load, when it is not a screen's data. */
  readonly messageKey?: string;
}

/** A read that failed (the toast already said why): the screen's own state, with a retry. */
export function LoadFailed({ onRetry, messageKey = 'common.load-failed' }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Notice tone="error">
      {t(messageKey)}{' '}
      <Button variant="ghost" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
