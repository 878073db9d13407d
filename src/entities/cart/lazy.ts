export { answeredModifier, chosenModifiers, toOrderProducts } from './api-lines';
export { CartLines } from './cart-lines';
export { CartTotals } from './cart-totals';
export { priceQuotesOutdated, usePriceQuote } from './use-price-quote';
export { priceRequest, shownQuote } from './price-quote';
