import { type CallDefinition } from '@pizza-order-app/contract/common';
import {
  newsItemCall,
  newsListCall,
  promotionCall,
  promotionsListCall,
} from '@pizza-order-app/contract/articles-api';
import type { RouteName } from '@pizza-order-app/contract/config/routes';

/** News and promotions are the same kind of screen over two endpoints; this says what differs. */
export const ARTICLE_KINDS = {
  news: {
    list: newsListCall,
    item: newsItemCall,
    itemRoute: 'newsItem',
    listRoute: 'news',
  },
  stocks: {
    list: promotionsListCall,
    item: promotionCall,
    itemRoute: 'stock',
    listRoute: 'stocks',
  },
} as const satisfies Record<
  string,
  {
    list: CallDefinition;
    item: CallDefinition;
    itemRoute: RouteName;
    listRoute: RouteName;
  }
>;

export type ArticleKind = keyof typeof ARTICLE_KINDS;
