import { preloadArticleList } from '../../entities/article/article-list-screen';
import type { Language } from '../../shared/config/languages';

export { StocksPage as default } from './stocks-page';

/** The app starts the list's request as soon as this screen's code is here. */
export const preloadData = (language: Language) => preloadArticleList('stocks', language);
