import { ArticleListScreen } from '../../entities/article';

export function StocksPage() {
  return <ArticleListScreen kind="stocks" />;
}
