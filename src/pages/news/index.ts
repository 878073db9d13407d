export { NewsPage as default } from './news-page';
