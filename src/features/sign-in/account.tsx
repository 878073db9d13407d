import { useGate, useUnit } from 'effector-react';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $offersSignIn } from '../../entities/backend';
import { $identityKnown, $isMessengerMode, $verifiedPhone } from '../../entities/customer';
import { $isSharingPhone, IdentityGate, phoneShareRequested } from '../../entities/customer/lazy';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { maskUzPhone } from '../../shared/lib/mask';
import { $canRequestContact } from '../../shared/telegram/contact';
import { Button, Section, Skeleton } from '../../shared/ui';
import { $signInOpen, signInOpened, signOutFx, signOutRequested } from './model';
import './sign-in.css';

const SignInDialog = lazy(() =>
  Promise.all([import('./sign-in-dialog'), loadScreenMessages()]).then(([dialog]) => dialog),
);

/**
 * Who the edge says this device's customer is (null: not signed in), once it is known; shown,
 * the model asks again.
 */
const useSelf = () => {
  useGate(IdentityGate);
  const [verifiedPhone, loaded] = useUnit([$verifiedPhone, $identityKnown]);
  return { verifiedPhone, loaded };
};

/**
 * Where the focus goes when the customer signs in or out here, inside the returned ref's element:
 * who is signed in, or else the offer's button. The control they pressed is gone with the dialog
 * or the part it was in, and the focus would fall to the page.
 */
const useFocusOnSwitch = <T extends HTMLElement>(signedIn: boolean, loaded: boolean) => {
  const target = useRef<T>(null);
  const seen = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (!loaded) return;
    if (seen.current !== null && seen.current !== signedIn)
      target.current
        ?.querySelector<HTMLElement>('.account__status, button')
        ?.focus({ preventScroll: true });
    seen.current = signedIn;
  }, [signedIn, loaded]);
  return target;
};

/**
 * "Sign in with a phone": the button, and the dialog, whose code comes when first opened; it
 * starts with the phone the customer already typed, if any.
 */
export function SignInOffer({ phone }: { readonly phone?: string }) {
  const { t } = useTranslation();
  const [open, isOpen] = useUnit([signInOpened, $signInOpen]);
  return (
    <>
      <Button variant="secondary" onClick={() => open(phone)}>
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

/** Who is signed in, the phone masked: where the focus goes once signed in here. */
function SignedInAs({ phone }: { readonly phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="account__status" tabIndex={-1}>
      {t('sign-in.signed-in-as', { phone: maskUzPhone(phone) })}
    </p>
  );
}

/**
 * The profile's account part: who is signed in (the phone masked) with "Sign out", or the offer
 * to sign in. Inside Telegram the verified contact is the sign-in: no code is ever asked there.
 */
export function Account() {
  const { t } = useTranslation();
  const [isMessenger, signOut, signingOut, offered] = useUnit([
    $isMessengerMode,
    signOutRequested,
    signOutFx.pending,
    $offersSignIn,
  ]);
  const { verifiedPhone, loaded } = useSelf();
  const switched = useFocusOnSwitch<HTMLDivElement>(verifiedPhone !== null, loaded);
  if (verifiedPhone !== null)
    return (
      <Section title={t('sign-in.section')} className="profile__section">
        <div ref={switched}>
          <SignedInAs phone={verifiedPhone} />
          {!isMessenger && (
            <div className="account__actions">
              <Button variant="secondary" busy={signingOut} onClick={() => signOut('this-device')}>
                {t('sign-in.sign-out')}
              </Button>
              <Button variant="secondary" busy={signingOut} onClick={() => signOut('every-device')}>
                {t('sign-in.sign-out-everywhere')}
              </Button>
            </div>
          )}
        </div>
      </Section>
    );
  // A backend without customers known by their phone: nothing to sign in to.
  if (!offered) return null;
  if (isMessenger && loaded) return <TelegramPhoneOffer />;
  return (
    <Section title={t('sign-in.section')} className="profile__section">
      {!loaded ? (
        <Skeleton rows={2} />
      ) : (
        <div ref={switched}>
          <p>{t('sign-in.offer')}</p>
          <div className="account__actions">
            <SignInOffer />
          </div>
        </div>
      )}
    </Section>
  );
}

/**
 * Inside Telegram the verified contact is the sign-in: "share my number" brings the orders made
 * on the web with it (issue 38). A client that cannot share offers nothing.
 */
function TelegramPhoneOffer() {
  const { t } = useTranslation();
  const [canShare, sharing, share] = useUnit([
    $canRequestContact,
    $isSharingPhone,
    phoneShareRequested,
  ]);
  if (!canShare) return null;
  return (
    <Section title={t('sign-in.section')} className="profile__section">
      <p>{t('sign-in.telegram-offer')}</p>
      <div className="account__actions">
        <Button variant="secondary" busy={sharing} onClick={() => share()}>
          {t('checkout.share-phone')}
        </Button>
      </div>
    </Section>
  );
}

/**
 * Checkout's offer, for a web visitor not signed in (never required to order), started with the
 * phone typed in checkout; signed in, who it is.
 */
export function CheckoutSignIn({ phone }: { readonly phone: string }) {
  const { t } = useTranslation();
  const [isMessenger, offered] = useUnit([$isMessengerMode, $offersSignIn]);
  const { verifiedPhone, loaded } = useSelf();
  const switched = useFocusOnSwitch<HTMLDivElement>(verifiedPhone !== null, loaded);
  if (isMessenger || !offered) return null;
  const content = (() => {
    if (!loaded) return <Skeleton rows={2} />;
    if (verifiedPhone !== null) return <SignedInAs phone={verifiedPhone} />;
    return (
      <>
        <p>{t('sign-in.checkout-offer')}</p>
        <SignInOffer phone={phone} />
      </>
    );
  })();
  return (
    <div ref={switched} className="account account--checkout">
      {content}
    </div>
  );
}
