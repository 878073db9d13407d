export { preloadMenu, useMenu } from './use-menu';
