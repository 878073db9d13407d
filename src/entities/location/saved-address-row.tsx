import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Directly, not through the barrel: the menu's first load shows no list of choices.
import { ChoiceCard } from '../../shared/ui/choice-card';
import { formatDoor } from './door';
import type { SavedAddress } from './model';

interface SavedAddressRowProps {
  readonly address: SavedAddress;
  readonly onChoose: () => void;
  readonly onRemove: () => void;
  /** Names the choice when the card's own text would not (the profile's "use this address"). */
  readonly chooseLabel?: string;
  /** The address the customer delivers to now. */
  readonly current?: boolean;
  readonly disabled?: boolean;
  /** More actions between the card and the remove button (rename). */
  readonly children?: ReactNode;
}

/**
 * A saved address as a list row: the card (its name, the street when it was renamed, the door)
 * chooses it, the cross removes it.
 */
export function SavedAddressRow({
  address,
  onChoose,
  onRemove,
  chooseLabel,
  current,
  disabled,
  children,
}: SavedAddressRowProps) {
  const { t } = useTranslation();
  const door = formatDoor(t, address);
  return (
    <li className="saved-address">
      <ChoiceCard
        title={
          <>
            {address.title}
            {current && (
              <span className="saved-address__current"> · {t('profile.address-current')}</span>
            )}
          </>
        }
        lines={[address.title !== address.address && address.address, door]}
        label={chooseLabel}
        chosen={current}
        disabled={disabled}
        onChoose={onChoose}
      />
      {children}
      <button
        type="button"
        className="saved-address__remove"
        aria-label={t('common.remove', { name: address.title })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
