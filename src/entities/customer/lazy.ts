export { REMEMBERED_CONTACT_KEY } from './session';
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
