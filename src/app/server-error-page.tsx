import { useTranslation } from 'react-i18next';
import { ErrorScreen, PageMeta } from '../shared/ui';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('error.internal')} />
      <ErrorScreen status={500} message={t('error.internal')} />
    </>
  );
}
