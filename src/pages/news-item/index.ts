export { NewsItemPage as default } from './news-item-page';
