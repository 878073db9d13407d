export { StocksPage as default } from './stocks-page';
