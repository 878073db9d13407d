import { ArticleScreen } from '../../entities/article/article-screen';

export function StockPage() {
  return <ArticleScreen kind="stocks" />;
}
