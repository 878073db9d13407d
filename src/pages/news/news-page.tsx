import { ArticleListScreen } from '../../entities/article';

export function NewsPage() {
  return <ArticleListScreen kind="news" />;
}
