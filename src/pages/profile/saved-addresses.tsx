import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $addresses,
  $deliveryType,
  $location,
  addressRemoved,
  addressRenamed,
  DELIVERY_TYPES,
  type SavedAddress,
} from '../../entities/location';
import { locationChosen, SavedAddressRow } from '../../entities/location/lazy';
import { useRestaurants } from '../../entities/restaurant';
import { restaurantDeliveringTo } from '../../entities/restaurant/lazy';
import { Button, Notice, Section } from '../../shared/ui';

function RenameForm({
  address,
  onDone,
}: {
  readonly address: SavedAddress;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const rename = useUnit(addressRenamed);
  const [title, setTitle] = useState(address.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename({ id: address.id, title });
    onDone();
  };
  return (
    <form className="saved-address__rename" onSubmit={submit}>
      <input
        className="field__input"
        aria-label={t('profile.rename-field')}
        value={title}
        maxLength={60}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit">{t('profile.save')}</Button>
      <Button variant="ghost" onClick={onDone}>
        {t('profile.cancel')}
      </Button>
    </form>
  );
}

/**
 * The saved delivery addresses: choosing one makes it the delivery location, served by the
 * restaurant whose zone holds it (the same zones the menu screen checks); each can be renamed in
 * place or removed.
 */
export function SavedAddresses() {
  const { t } = useTranslation();
  const [addresses, location, deliveryType, chooseLocation, remove] = useUnit([
    $addresses,
    $location,
    $deliveryType,
    locationChosen,
    addressRemoved,
  ]);
  const { restaurants } = useRestaurants();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const choose = ({ coordinates, address }: SavedAddress) => {
    const restaurant = restaurants && restaurantDeliveringTo(restaurants, coordinates);
    setRefused(restaurant ? null : address);
    if (!restaurant) return;
    chooseLocation({
      RestaurantId: restaurant.id,
      RegionId: restaurant.regionId,
      Longitude: coordinates[0],
      Latitude: coordinates[1],
      deliveryType: DELIVERY_TYPES.delivery,
    });
  };
  return (
    <Section title={t('location.saved-addresses')} className="profile__section">
      {refused !== null && (
        <Notice tone="error">{t('location.refused', { address: refused })}</Notice>
      )}
      {addresses.length === 0 ? (
        <p className="hint">{t('profile.addresses-empty')}</p>
      ) : (
        <ul className="pickup__list">
          {addresses.map((address) => {
            const [longitude, latitude] = address.coordinates;
            const current =
              deliveryType === DELIVERY_TYPES.delivery &&
              location.Longitude === longitude &&
              location.Latitude === latitude;
            if (renaming === address.id) {
              return (
                <li key={address.id} className="saved-address">
                  <RenameForm address={address} onDone={() => setRenaming(null)} />
                </li>
              );
            }
            return (
              <SavedAddressRow
                key={address.id}
                address={address}
                chooseLabel={t('profile.address-use', { title: address.title })}
                current={current}
                // The zones come with the restaurants; until then there is nothing to check.
                disabled={!restaurants}
                onChoose={() => choose(address)}
                onRemove={() => remove(address.id)}
              >
                <button
                  type="button"
                  className="saved-address__remove"
                  aria-label={t('profile.rename', { title: address.title })}
                  onClick={() => setRenaming(address.id)}
                >
                  ✎
                </button>
              </SavedAddressRow>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
