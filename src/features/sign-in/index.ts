export { Account, CheckoutSignIn } from './account';
