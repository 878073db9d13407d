export { MenuPage as default } from './menu-page';
