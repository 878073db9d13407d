import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Notice } from './notice';

/** A read that failed (the toast already said why): the screen's own state, with a retry. */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error">
      {t('common.load-failed')}{' '}
      <Button variant="ghost" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
