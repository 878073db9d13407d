// An article's own screen, apart from the lists' surface (index.ts): its rich text and the
// sanitizer behind it (DOMPurify) load with an article, not with the news and promotions lists.
export { ArticleScreen, preloadArticle } from './article-screen';
