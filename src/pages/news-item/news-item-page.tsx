import { ArticleScreen } from '../../entities/article/article-screen';

export function NewsItemPage() {
  return <ArticleScreen kind="news" />;
}
