export { CartSuggestions } from './cart-suggestions';
