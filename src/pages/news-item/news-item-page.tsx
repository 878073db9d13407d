import { ArticleScreen } from '../../entities/article/lazy';

export function NewsItemPage() {
  return <ArticleScreen kind="news" />;
}
