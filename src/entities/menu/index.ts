export { useMenu } from './use-menu';
