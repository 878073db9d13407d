import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $customerId, $isMessengerMode, customerIdReceived } from '../../entities/customer';
import { $identityChanges } from '../../entities/customer/lazy';
import { useMainQuery } from '../../shared/api/use-api-query';
import { customerSelfCall } from '../../shared/contract/signed-in-customer-api';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { maskUzPhone } from '../../shared/lib/mask';
import { Button, Section, Skeleton } from '../../shared/ui';
import { $signInOpen, selfRead, signInOpened, signOutFx, signOutRequested } from './model';
import './sign-in.css';

const SignInDialog = lazy(() =>
  Promise.all([import('./sign-in-dialog'), loadScreenMessages()]).then(([dialog]) => dialog),
);

/**
 * Who the server says this device's customer is: the phone the edge verified (null: not signed
 * in). A device new to a signed-in customer learns its customer id here.
 */
const useSelf = () => {
  const [customerId, received, changes, read] = useUnit([
    $customerId,
    customerIdReceived,
    $identityChanges,
    selfRead,
  ]);
  const { data, error, retry } = useMainQuery(customerSelfCall, { query: {} });
  const selfId = data?.customer?.customerId;
  useEffect(() => {
    if (selfId !== undefined && selfId !== customerId) received(selfId);
  }, [selfId, customerId, received]);
  const verifiedPhone = data === undefined ? undefined : data.verifiedPhone;
  useEffect(() => {
    if (verifiedPhone !== undefined) read(verifiedPhone);
  }, [verifiedPhone, read]);
  // Signed in or out: ask again who this is.
  useEffect(() => {
    if (changes > 0) retry();
    // Only a change of who it is asks again, not a new `retry` of a render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);
  // A failed read (told by its toast) leaves the visitor as not signed in, free to sign in.
  return {
    verifiedPhone: data?.verifiedPhone ?? null,
    loaded: data !== undefined || error !== undefined,
  };
};

/** "Sign in with a phone": the button, and the dialog, whose code comes when first opened. */
export function SignInOffer() {
  const { t } = useTranslation();
  const [open, isOpen] = useUnit([signInOpened, $signInOpen]);
  return (
    <>
      <Button variant="secondary" onClick={() => open()}>
        {t('sign-in.open')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      )}
    </>
  );
}

/**
 * The profile's account part: who is signed in (the phone masked) with "Sign out", or the offer
 * to sign in. Inside Telegram the verified contact is the sign-in: no code is ever asked there.
 */
export function Account() {
  const { t } = useTranslation();
  const [isMessenger, signOut, signingOut] = useUnit([
    $isMessengerMode,
    signOutRequested,
    signOutFx.pending,
  ]);
  const { verifiedPhone, loaded } = useSelf();
  if (verifiedPhone !== null)
    return (
      <Section title={t('sign-in.section')} className="profile__section">
        <p>{t('sign-in.signed-in-as', { phone: maskUzPhone(verifiedPhone) })}</p>
        {!isMessenger && (
          <div className="account__actions">
            <Button variant="secondary" busy={signingOut} onClick={() => signOut()}>
              {t('sign-in.sign-out')}
            </Button>
          </div>
        )}
      </Section>
    );
  if (isMessenger && loaded) return null;
  return (
    <Section title={t('sign-in.section')} className="profile__section">
      {!loaded ? (
        <Skeleton rows={2} />
      ) : (
        <>
          <p>{t('sign-in.offer')}</p>
          <div className="account__actions">
            <SignInOffer />
          </div>
        </>
      )}
    </Section>
  );
}

/** Checkout's offer, for a web visitor not signed in; never required to order. */
export function CheckoutSignIn() {
  const { t } = useTranslation();
  const isMessenger = useUnit($isMessengerMode);
  const { verifiedPhone, loaded } = useSelf();
  if (isMessenger || verifiedPhone !== null) return null;
  return (
    <div className="account account--checkout">
      {loaded ? (
        <>
          <p>{t('sign-in.checkout-offer')}</p>
          <SignInOffer />
        </>
      ) : (
        <Skeleton rows={2} />
      )}
    </div>
  );
}
