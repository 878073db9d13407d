import { useTranslation } from 'react-i18next';
import { formatDoor } from '../../entities/location/lazy';
import type { SavedAddress } from '../../entities/location';

/** Where a delivery order goes: the confirmed address and the door the courier rings at. */
export function DeliveryPoint({ address }: { readonly address: SavedAddress }) {
  const { t } = useTranslation();
  const door = formatDoor(t, address);
  return (
    <section className="order-section delivery-point" aria-labelledby="delivery-point">
      <h2 id="delivery-point" className="section-title">
        {t('address.delivery-address')}
      </h2>
      <p className="delivery-point__text">{address.address}</p>
      {door && <p className="delivery-point__text">{door}</p>}
    </section>
  );
}
