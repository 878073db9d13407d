import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { pickDoor, splitHouse, withHouse } from '../../entities/location/lazy';
import { DoorFieldSchemas, HouseSchema } from '@pizza-order-app/contract/address-fields';
import {
  ADDRESS_LIMITS,
  DOOR_FIELDS,
  type Door,
  type DoorField,
} from '@pizza-order-app/contract/door';
import { fieldErrors, type IssueKeys } from '../../shared/lib/field-errors';
import { Button } from '../../shared/ui';
// Directly, not through the barrel: forms load with the screens that have them.
import { Field } from '../../shared/ui/field';
import { useFocusFirstInvalid, useFocusOnArrival } from '../../shared/ui/focus-into-view';
import { addressConfirmed, candidateDismissed, type AddressCandidate } from './pick-model';

/** Helps the phone's autofill and its keyboard; the rest of the door is free text. */
const DOOR_AUTOCOMPLETE: Readonly<Record<DoorField, string>> = {
  apartment: 'address-line2',
  entrance: 'off',
  floor: 'off',
  intercom: 'off',
};

const DOOR_KEYS: IssueKeys = {
  invisible: 'form.error.hidden-characters',
  other: 'form.error.too-long',
};
/** What the form says for each issue of the contract's rules, by field. */
const ISSUE_KEYS: Readonly<Record<'house' | DoorField, IssueKeys>> = {
  house: {
    invisible: DOOR_KEYS.invisible,
    tooLong: DOOR_KEYS.other,
    other: 'address.house-missing',
  },
  apartment: DOOR_KEYS,
  entrance: DOOR_KEYS,
  floor: DOOR_KEYS,
  intercom: DOOR_KEYS,
};
/** The house and the door by the rules an order carries them by. */
const AddressPartsSchema = v.object({ house: HouseSchema, ...DoorFieldSchemas });

/**
 * The address found or named for the chosen point, to confirm before anything is saved: the
 * house number as the customer means it, and the door the courier rings at.
 */
export function AddressConfirmation({ candidate }: { readonly candidate: AddressCandidate }) {
  const { t } = useTranslation();
  const [confirm, dismiss] = useUnit([addressConfirmed, candidateDismissed]);
  const [{ street, house: foundHouse }] = useState(() => splitHouse(candidate.address));
  const [house, setHouse] = useState(foundHouse);
  const [door, setDoor] = useState<Door>(() => pickDoor(candidate.typedDoor));
  const [errors, setErrors] = useState<Partial<Record<'house' | DoorField, string>>>({});
  const [refusals, setRefusals] = useState(0);
  const form = useFocusFirstInvalid(refusals);
  // The step replaces what the customer acted on: focus follows, so nobody is left at the top.
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(AddressPartsSchema, {
      house,
      ...Object.fromEntries(DOOR_FIELDS.map((field) => [field, door[field] ?? ''])),
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues, ISSUE_KEYS));
      setRefusals(refusals + 1);
      return;
    }
    const { house: checkedHouse, ...checkedDoor } = checked.output;
    confirm({ ...pickDoor(checkedDoor), address: withHouse(street, checkedHouse) });
  };
  const errorOf = (field: 'house' | DoorField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form
      ref={form}
      className="form address-confirmation"
      noValidate
      aria-labelledby="address-confirmation-title"
      onSubmit={submit}
    >
      <h3 id="address-confirmation-title" className="section-title" ref={heading} tabIndex={-1}>
        {t('address.confirm-title')}
      </h3>
      <p className="address-confirmation__street">{street}</p>
      <Field label={t('address.house')} error={errorOf('house')}>
        {(control) => (
          <input
            {...control}
            value={house}
            maxLength={ADDRESS_LIMITS.house}
            autoComplete="address-line1"
            onChange={(event) => {
              setHouse(event.target.value);
              setErrors({ ...errors, house: undefined });
            }}
          />
        )}
      </Field>
      <fieldset className="form__group address-confirmation__door">
        <legend className="form__legend">{t('address.door-title')}</legend>
        <p className="field__hint">{t('address.door-hint')}</p>
        {DOOR_FIELDS.map((field) => (
          <Field key={field} label={t(`address.${field}`)} error={errorOf(field)}>
            {(control) => (
              <input
                {...control}
                value={door[field] ?? ''}
                maxLength={ADDRESS_LIMITS.door[field]}
                autoComplete={DOOR_AUTOCOMPLETE[field]}
                onChange={(event) => {
                  setDoor({ ...door, [field]: event.target.value });
                  setErrors({ ...errors, [field]: undefined });
                }}
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
