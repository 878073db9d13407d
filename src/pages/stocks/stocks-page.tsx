import { ArticleListScreen } from '../../entities/article/article-list-screen';

export function StocksPage() {
  return <ArticleListScreen kind="stocks" />;
}
