import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { ArticleDate } from './article-date';

const ARTICLE = { id: 1, title: 'Pasta', summary: '', body: '', imageUrl: '' };
const PROMOTION: Promotion = {
  ...ARTICLE,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2027-06-30T12:00:00.000Z',
};
const NEWS_ITEM: NewsItem = { ...ARTICLE, publishedAt: '2026-11-23T16:22:00.000Z' };

const dateIn = (language: Language, article: NewsItem | Promotion) => {
  const { container, unmount } = renderApp(
    <ArticleDate article={article} />,
    fork({ values: [[$language, language]] }),
    language,
  );
  const element = container.firstElementChild;
  const date = { text: element?.textContent, dateTime: element?.getAttribute('datetime') };
  unmount();
  return date;
};

describe('ArticleDate', () => {
  it('says how long a promotion runs, in the words and dates of each language', () => {
    expect(dateIn('ru', PROMOTION).text).toBe('С 1 марта 2026 г. по 30 июня 2027 г.');
    expect(dateIn('en', PROMOTION).text).toBe('From March 1, 2026 to June 30, 2027');
    // Uzbek has no "from … to": the two dates, joined by a dash.
    const { text } = dateIn('uz', PROMOTION);
    expect(text).toBe('1-mart, 2026 – 30-iyun, 2027');
    expect(text).toMatch(/^\d{1,2}-[a-z]+, \d{4} – \d{1,2}-[a-z]+, \d{4}$/);
  });

  it('gives a news item its publication date, readable and machine-readable', () => {
    expect(dateIn('uz', NEWS_ITEM)).toEqual({
      text: '23-noyabr, 2026',
      dateTime: '2026-11-23T16:22:00.000Z',
    });
    expect(dateIn('en', NEWS_ITEM).text).toBe('November 23, 2026');
  });
});
