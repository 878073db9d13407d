import { useTranslation } from 'react-i18next';

interface ChipProps {
  readonly label: string;
  /** Shown as a remove button when given. */
  readonly onRemove?: () => void;
}

export function Chip({ label, onRemove }: ChipProps) {
  const { t } = useTranslation();
  return (
    <span className="chip">
      {label}
      {onRemove && (
        <button
          type="button"
          className="chip__remove"
          aria-label={t('common.remove', { name: label })}
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </span>
  );
}
