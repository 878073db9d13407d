export { ProductDialog } from './product-dialog';
