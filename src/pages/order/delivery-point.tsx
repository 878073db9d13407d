import { useTranslation } from 'react-i18next';
import { formatDoor } from '../../entities/location/lazy';
import type { SavedAddress } from '../../entities/location';
import { Section } from '../../shared/ui';

/** Where a delivery order goes: the confirmed address and the door the courier rings at. */
export function DeliveryPoint({ address }: { readonly address: SavedAddress }) {
  const { t } = useTranslation();
  const door = formatDoor(t, address);
  return (
    <Section title={t('address.delivery-address')} className="order-section delivery-point">
      <p className="delivery-point__text">{address.address}</p>
      {door && <p className="delivery-point__text">{door}</p>}
    </Section>
  );
}
