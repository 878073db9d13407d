export { DeliveryMapPage as default } from './delivery-map-page';
