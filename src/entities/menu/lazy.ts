export { menuParams, offeredMenu } from './use-menu';
