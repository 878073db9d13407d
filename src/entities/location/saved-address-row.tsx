import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDoor } from './door';
import type { SavedAddress } from './model';

/** A saved address as its card reads: the name, the street when it was renamed, and the door. */
export function SavedAddressText({ address, mark }: { address: SavedAddress; mark?: ReactNode }) {
  const { t } = useTranslation();
  const door = formatDoor(t, address);
  return (
    <>
      <span className="place-card__title">
        {address.title}
        {mark}
      </span>
      {address.title !== address.address && (
        <span className="place-card__text">{address.address}</span>
      )}
      {door && <span className="place-card__text">{door}</span>}
    </>
  );
}
