import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import { $hasNavigated } from '../../shared/lib/navigation/model';
import { ErrorScreen, PageMeta } from '../../shared/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const { base } = useRouter();
  const hasNavigated = useUnit($hasNavigated);
  const message = t(hasNavigated ? 'error.not-found-after-navigation' : 'error.not-found', {
    path: `${base}${path}`,
  });
  return (
    <>
      <PageMeta title={t('error.not-found-title')} />
      <ErrorScreen status={404} message={message} />
    </>
  );
}
