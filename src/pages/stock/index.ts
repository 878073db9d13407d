export { StockPage as default } from './stock-page';
