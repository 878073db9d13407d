import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../shared/ui';
import { $addresses, addressRemoved, type SavedAddress } from './model';
import { SavedAddressRow } from './saved-address-row';

/**
 * The saved addresses, first on a screen that asks where to deliver (the place picker, the
 * delivery map): a tap chooses one, the cross removes it; nothing while none is saved.
 */
export function SavedAddressList({
  onChoose,
  level = 3,
}: {
  readonly onChoose: (address: SavedAddress) => void;
  /** Its heading's: 3 under a section's or a dialog's title, 2 right under the screen's. */
  readonly level?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [addresses, remove] = useUnit([$addresses, addressRemoved]);
  if (addresses.length === 0) return null;
  return (
    <Section title={t('location.saved-addresses')} level={level}>
      <ul className="saved-address-list">
        {addresses.map((address) => (
          <SavedAddressRow
            key={address.id}
            address={address}
            onChoose={() => onChoose(address)}
            onRemove={() => remove(address.id)}
          />
        ))}
      </ul>
    </Section>
  );
}
