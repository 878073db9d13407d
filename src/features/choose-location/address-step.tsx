import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { $canOpenLocationSettings, openLocationSettingsFx } from '../../shared/telegram/location';
import { Button, Notice } from '../../shared/ui';
import { $deliveryPickState, $pickedAddress, type AddressCandidate } from './pick-model';

/*
 * The steps of a delivery pick after the point: where its lookup stands, then the address to
 * confirm. The picker shows them, and so does a screen that hands a point over (the delivery map).
 */

// The confirmation step and its messages come with the first pick, not with the picker.
export const loadConfirmation = () =>
  Promise.all([import('./address-confirmation'), loadScreenMessages()]).then(([module]) => ({
    default: module.AddressConfirmation,
  }));
const AddressConfirmation = lazy(loadConfirmation);

/** A denied location: the other ways to give the address, and Telegram's settings to allow it. */
function DeniedNotice() {
  const { t } = useTranslation();
  const [canOpenSettings, openSettings] = useUnit([
    $canOpenLocationSettings,
    openLocationSettingsFx,
  ]);
  return (
    <Notice tone="warning">
      {t('locate.denied')}{' '}
      {canOpenSettings && (
        <Button variant="ghost" onClick={() => void openSettings()}>
          {t('locate.open-settings')}
        </Button>
      )}
    </Notice>
  );
}
// Its messages are not among the first paint's: they come with the first refusal.
const LocationDeniedNotice = lazy(() =>
  loadScreenMessages().then(() => ({ default: DeniedNotice })),
);

/** Where the lookup of the picked point stands: looking, refused, failed; nothing while idle. */
export function PickStateNotice() {
  const { t } = useTranslation();
  const [state, address] = useUnit([$deliveryPickState, $pickedAddress]);
  if (state === 'resolving') return <Notice>{t('location.resolving')}</Notice>;
  if (state === 'refused')
    return <Notice tone="error">{t('location.refused', { address: address ?? '' })}</Notice>;
  if (state === 'invalid') return <Notice tone="error">{t('location.invalid-point')}</Notice>;
  if (state === 'not-found') return <Notice tone="error">{t('location.not-found')}</Notice>;
  if (state === 'failed') return <Notice tone="error">{t('location.lookup-failed')}</Notice>;
  if (state === 'location-denied')
    return (
      <Suspense fallback={null}>
        <LocationDeniedNotice />
      </Suspense>
    );
  return null;
}

/** The confirmation of a served point's address. */
export function AddressStep({ candidate }: { readonly candidate: AddressCandidate }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Notice>{t('location.resolving')}</Notice>}>
      <AddressConfirmation candidate={candidate} />
    </Suspense>
  );
}
