export {
  $identityChanges,
  customerIdentityChanged,
  customerSignedOut,
  REMEMBERED_CONTACT_KEY,
} from './session';
