import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '@pizza-order-app/contract/articles-api';
import { renderApp } from '../../shared/lib/test/render-app';
import { ArticleCards } from './article-cards';

const FREE_DELIVERY: Promotion = {
  id: 2,
  title: 'Бесплатная доставка от 150 000 сум',
  summary: 'Доставим бесплатно большой заказ.',
  body: '',
  imageUrl: '/images/stocks/delivery.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-12-31T23:59:59.000Z',
};

describe('ArticleCards', () => {
  // A title comes from the backend with plain spaces; at 320 px "150 000 сум" broke after "150".
  it('keeps an amount in a promotion’s title on one line, digits and currency word', () => {
    renderApp(<ArticleCards kind="stocks" articles={[FREE_DELIVERY]} />);
    const title = screen.getByText('Бесплатная доставка от 150 000 сум');
    expect(title).toHaveClass('article-card__title');
    expect(title.textContent).toBe('Бесплатная доставка от 150\u00a0000\u00a0сум');
  });
});
