export { ArticleListScreen, preloadArticleList } from './article-list-screen';
