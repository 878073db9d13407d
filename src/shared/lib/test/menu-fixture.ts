import type { Menu, Product } from '@pizza-order-app/contract/main-api';

/** A product for tests: one folder, no modifiers, unless the test says otherwise. */
export const testProduct = (
  product: Pick<Product, 'id' | 'name' | 'price'> & Partial<Product>,
) => ({
  parentId: 1,
  description: '',
  imageUrl: '',
  tags: [],
  modifiers: [],
  ...product,
});

/** A menu for tests with the reference backend's hours and delivery price. */
export const testMenu = (products: readonly Product[] = [], menu: Partial<Menu> = {}): Menu => ({
  folders: [{ id: 1, name: 'Pizza' }],
  products: [...products],
  productsForCart: [],
  restId: 1,
  starTime: '10:00',
  endTime: '03:00',
  deliveryDuration: 30,
  priceOfDelivery: 12000,
  ...menu,
});
