import { ArticleListScreen } from '../../entities/article/article-list-screen';

export function NewsPage() {
  return <ArticleListScreen kind="news" />;
}
