export { ArticleListScreen } from './article-list-screen';
export { ArticleScreen } from './article-screen';
