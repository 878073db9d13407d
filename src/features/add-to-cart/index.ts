export { LazyProductDialog } from './lazy-product-dialog';
export { $openedProductId, productClosed, productOpened } from './dialog-model';
