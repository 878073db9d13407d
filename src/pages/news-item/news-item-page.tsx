import { ArticleScreen } from '../../entities/article';

export function NewsItemPage() {
  return <ArticleScreen kind="news" />;
}
