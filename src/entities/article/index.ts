export { ArticleListScreen, preloadArticleList } from './article-list-screen';
export { ArticleScreen } from './article-screen';
