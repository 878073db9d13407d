export {
  IdentityGate,
  REMEMBERED_CONTACT_KEY,
  customerSignedIn,
  customerSignedOut,
} from './session';
export {
  $isSharingPhone,
  $phoneProof,
  $sharedPhoneForeign,
  isVerifiedPhone,
  phoneProofWanted,
  phoneShareRequested,
  verifyPhoneFx,
} from './phone-sharing';
export { SavedAddressesSyncGate } from './saved-addresses-sync';
