import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $addresses, addressRemoved } from '../../entities/location/model';
import { deliveryPointPicked } from './model';

/** The saved addresses, each to deliver to again (its door kept) or to remove. */
export function SavedAddressList() {
  const { t } = useTranslation();
  const [addresses, removeAddress, pickPoint] = useUnit([
    $addresses,
    addressRemoved,
    deliveryPointPicked,
  ]);
  return (
    <section aria-labelledby="saved-addresses">
      <h3 id="saved-addresses" className="section-title">
        {t('location.saved-addresses')}
      </h3>
      <ul className="pickup__list">
        {addresses.map((address) => (
          <li key={address.id} className="saved-address">
            <button
              type="button"
              className="place-card"
              onClick={() =>
                pickPoint({
                  longitude: address.coordinates[0],
                  latitude: address.coordinates[1],
                  saved: address,
                })
              }
            >
              <span className="place-card__title">{address.title}</span>
              {address.title !== address.address && (
                <span className="place-card__text">{address.address}</span>
              )}
            </button>
            <button
              type="button"
              className="saved-address__remove"
              aria-label={t('common.remove', { name: address.title })}
              onClick={() => removeAddress(address.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
