import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { not } from 'patronum';
import { $language } from '../../shared/i18n/model';
import { $addresses, type SavedAddress } from '../location';
import { $identityKnown, $isSignedIn, $verifiedPhone, readSelfFx } from './identity';
import { $customerId } from './model';

/**
 * What changes who this device's customer is, apart from the first load, and what the screens
 * that show it ask: they load it with their code.
 */

/** The name and phone checkout remembers after an order (docs/product.md §3 `checkout-contact`). */
export const REMEMBERED_CONTACT_KEY = 'checkout-contact';

/** The edge signed this browser in with the phone (a code by SMS). */
export const customerSignedIn = createEvent<string>();
/** The edge verified the phone Telegram's signed contact carries as the Telegram user's own. */
export const telegramPhoneVerified = createEvent<string>();
/**
 * The customer signed out on this device: what names them (their id, verified phone, saved
 * addresses) goes; the cart and the checkout draft stay.
 */
export const customerSignedOut = createEvent();

// Known at once, while customer/Me is asked again for the rest (a new device's customer id).
$verifiedPhone
  .on([customerSignedIn, telegramPhoneVerified], (_, phone) => phone)
  .reset(customerSignedOut);
$identityKnown.on([customerSignedIn, telegramPhoneVerified, customerSignedOut], () => true);
sample({
  clock: [customerSignedIn, telegramPhoneVerified, customerSignedOut],
  source: $verifiedPhone,
  fn: (phone) => phone !== null,
  target: $isSignedIn,
});
sample({
  clock: [customerSignedIn, telegramPhoneVerified, customerSignedOut],
  source: $language,
  target: readSelfFx,
});
sample({ clock: customerSignedOut, target: $customerId.reinit });
sample({ clock: customerSignedOut, fn: (): readonly SavedAddress[] => [], target: $addresses });

/**
 * Mounted by what shows who the customer is (the profile, checkout): it asks customer/Me again,
 * which is how a browser whose only sign of a session is the edge's cookie (an order placed
 * before its id was stored) learns its customer, and how a change made elsewhere shows here.
 */
export const IdentityGate = createGate();
sample({
  clock: IdentityGate.open,
  source: $language,
  filter: not(readSelfFx.pending),
  target: readSelfFx,
});
