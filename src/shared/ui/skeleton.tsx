import { useTranslation } from 'react-i18next';

interface SkeletonProps {
  /** How many placeholder rows to draw. */
  readonly rows?: number;
}

/** A reserved-size placeholder while content loads, so nothing shifts when it arrives. */
export function Skeleton({ rows = 3 }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__row" />
      ))}
    </div>
  );
}
