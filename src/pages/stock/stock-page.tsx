import { ArticleScreen } from '../../entities/article/lazy';

export function StockPage() {
  return <ArticleScreen kind="stocks" />;
}
