import { Link } from 'wouter';
import { routePath } from '@pizza-order-app/contract/config/routes';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { keepAmountsWhole } from '@pizza-order-app/contract/lib/keep-amounts-whole';
import { ArticleDate } from './article-date';
import { ARTICLE_KINDS, type ArticleKind } from './article-kinds';
import './article-cards.css';
import { Picture } from '../../shared/ui';

interface ArticleCardsProps {
  readonly kind: ArticleKind;
  readonly articles: readonly (NewsItem | Promotion)[];
}

/** The cards of a news or promotions list (also the template the edge fills, see prerender). */
export function ArticleCards({ kind, articles }: ArticleCardsProps) {
  const config = ARTICLE_KINDS[kind];
  return (
    <ul className="article-grid">
      {articles.map((article) => (
        <li key={article.id} className="article-card">
          <Link
            href={routePath(config.itemRoute, { id: article.id })}
            className="article-card__link"
          >
            <Picture
              className="article-card__image"
              src={article.imageUrl}
              width="400"
              height="225"
              loading="lazy"
            />
            <span className="article-card__date">
              <ArticleDate article={article} />
            </span>
            <span className="article-card__title">{keepAmountsWhole(article.title)}</span>
            <span className="article-card__summary">{keepAmountsWhole(article.summary)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
