export {
  $customerId,
  $isMessengerMode,
  $linkSession,
  $tgId,
  LINK_SESSION_KEY,
  TG_ID_KEY,
  USER_ID_KEY,
  customerIdReceived,
  linkSessionRefused,
  storedCustomerIdRefused,
  telegramUserVerified,
} from './model';
