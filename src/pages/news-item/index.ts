import type { Scope } from 'effector';
import { preloadArticle } from '../../entities/article/lazy';
import type { Language } from '@pizza-order-app/contract/config/languages';

export { NewsItemPage as default } from './news-item-page';

/** The app starts from the article the edge wrote into the page (see preloadArticle). */
export const preloadData = (language: Language, scope: Scope) =>
  preloadArticle('news', language, scope);
