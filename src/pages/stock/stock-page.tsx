import { ArticleScreen } from '../../entities/article/lazy';
import { TakePromotion } from './take-promotion';

export function StockPage() {
  return (
    <ArticleScreen
      kind="stocks"
      actions={(article) => ('endsAt' in article ? <TakePromotion promotion={article} /> : null)}
    />
  );
}
