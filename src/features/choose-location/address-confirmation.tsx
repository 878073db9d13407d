import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickDoor } from '../../entities/location/lazy';
import { ADDRESS_LIMITS, DOOR_FIELDS, type Door, type DoorField } from '../../shared/contract/door';
import { Button } from '../../shared/ui';
// Directly, not through the barrel: forms load with the screens that have them.
import { Field } from '../../shared/ui/field';
import { splitHouse, withHouse } from './house-number';
import { addressConfirmed, candidateDismissed, type AddressCandidate } from './pick-model';

/** Helps the phone's autofill and its keyboard; the rest of the door is free text. */
const DOOR_AUTOCOMPLETE: Readonly<Record<DoorField, string>> = {
  apartment: 'address-line2',
  entrance: 'off',
  floor: 'off',
  intercom: 'off',
};

/**
 * The address found or named for the chosen point, to confirm before anything is saved: the
 * house number as the customer means it, and the door the courier rings at.
 */
export function AddressConfirmation({ candidate }: { readonly candidate: AddressCandidate }) {
  const { t } = useTranslation();
  const [confirm, dismiss] = useUnit([addressConfirmed, candidateDismissed]);
  const [{ street, house: foundHouse }] = useState(() => splitHouse(candidate.address));
  const [house, setHouse] = useState(foundHouse);
  const [door, setDoor] = useState<Door>(() => pickDoor(candidate.saved ?? {}));
  const [houseMissing, setHouseMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const houseInput = useRef<HTMLInputElement>(null);
  // The step replaces what the customer acted on: focus follows, so nobody is left at the top.
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!house.trim()) {
      setHouseMissing(true);
      houseInput.current?.focus();
      return;
    }
    confirm({ ...pickDoor(door), address: withHouse(street, house) });
  };

  return (
    <form
      className="form address-confirmation"
      noValidate
      aria-labelledby="address-confirmation-title"
      onSubmit={submit}
    >
      <h3 id="address-confirmation-title" className="section-title" ref={heading} tabIndex={-1}>
        {t('address.confirm-title')}
      </h3>
      <p className="address-confirmation__street">{street}</p>
      <Field
        label={t('address.house')}
        error={houseMissing ? t('address.house-missing') : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={houseInput}
            value={house}
            maxLength={ADDRESS_LIMITS.house}
            autoComplete="address-line1"
            onChange={(event) => {
              setHouse(event.target.value);
              setHouseMissing(false);
            }}
          />
        )}
      </Field>
      <fieldset className="form__group address-confirmation__door">
        <legend className="form__legend">{t('address.door-title')}</legend>
        <p className="field__hint">{t('address.door-hint')}</p>
        {DOOR_FIELDS.map((field) => (
          <Field key={field} label={t(`address.${field}`)}>
            {(control) => (
              <input
                {...control}
                value={door[field] ?? ''}
                maxLength={ADDRESS_LIMITS.door[field]}
                autoComplete={DOOR_AUTOCOMPLETE[field]}
                onChange={(event) => setDoor({ ...door, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <p className="hint">{t('address.served-by', { name: candidate.restaurant.name })}</p>
      <div className="address-confirmation__actions">
        <Button type="submit">{t('address.confirm')}</Button>
        <Button variant="ghost" onClick={dismiss}>
          {t('address.another')}
        </Button>
      </div>
    </form>
  );
}
