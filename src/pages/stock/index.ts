import type { Scope } from 'effector';
import { preloadArticle } from '../../entities/article/lazy';
import type { Language } from '@pizza-order-app/contract/config/languages';

export { StockPage as default } from './stock-page';

/** The app starts from the promotion the edge wrote into the page (see preloadArticle). */
export const preloadData = (language: Language, scope: Scope) =>
  preloadArticle('stocks', language, scope);
