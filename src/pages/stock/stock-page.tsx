import { ArticleScreen } from '../../entities/article';

export function StockPage() {
  return <ArticleScreen kind="stocks" />;
}
