import type { Scope } from 'effector';
import { preloadArticleList } from '../../entities/article';
import type { Language } from '@pizza-order-app/contract/config/languages';

export { StocksPage as default } from './stocks-page';

/** The app starts from the list as soon as this screen's code is here (see preloadArticleList). */
export const preloadData = (language: Language, scope: Scope) =>
  preloadArticleList('stocks', language, scope);
