import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@pizza-order-app/contract/articles-api';
import { $api, createApi, type Api } from '../../shared/api/model';
import { ScopeReads } from '../../shared/api/scope-reads';
import { $language } from '../../shared/i18n/model';
import { RouteParamsGate } from '../../shared/lib/navigation/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { ArticleScreen } from './article-screen';

const FREE_DELIVERY: Promotion = {
  id: 2,
  title: 'Бесплатная доставка от 150 000 сум',
  summary: 'Доставим бесплатно большой заказ.',
  body: '<p>Доставка бесплатна от 150 000 сум.</p>',
  imageUrl: '/images/stocks/delivery.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-12-31T23:59:59.000Z',
};

describe('ArticleScreen', () => {
  // A title comes from the backend with plain spaces; at 320 px "150 000 сум" broke after "150".
  it('keeps an amount in a promotion’s heading on one line, digits and currency word', async () => {
    const main = vi.fn<Api['main']>().mockResolvedValue({ item: FREE_DELIVERY });
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, { ...createApi(), main }],
      ],
    });
    await allSettled(RouteParamsGate.open, { scope, params: { id: '2' } });
    renderApp(
      <ScopeReads>
        <ArticleScreen kind="stocks" />
      </ScopeReads>,
      scope,
    );
    const title = await screen.findByRole('heading', { level: 1, name: /^Бесплатная доставка/ });
    expect(title.textContent).toBe('Бесплатная доставка от 150\u00a0000\u00a0сум');
  });
});
