import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { $language } from '../../shared/i18n/model';
import { ArticleDate } from './article-date';

const ARTICLE = { id: 1, title: 'Pasta', summary: '', body: '', imageUrl: '' };
const PROMOTION: Promotion = {
  ...ARTICLE,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2027-06-30T12:00:00.000Z',
};
const NEWS_ITEM: NewsItem = { ...ARTICLE, publishedAt: '2026-11-23T16:22:00.000Z' };

const dateIn = async (language: Language, article: NewsItem | Promotion) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: { ru, en, uz }[language] } },
    interpolation: { escapeValue: false },
  });
  const { container, unmount } = render(
    <Provider value={fork({ values: [[$language, language]] })}>
      <I18nextProvider i18n={i18n}>
        <ArticleDate article={article} />
      </I18nextProvider>
    </Provider>,
  );
  const element = container.firstElementChild;
  const date = { text: element?.textContent, dateTime: element?.getAttribute('datetime') };
  unmount();
  return date;
};

describe('ArticleDate', () => {
  it('says how long a promotion runs, in the words and dates of each language', async () => {
    expect((await dateIn('ru', PROMOTION)).text).toBe('С 1 марта 2026 г. по 30 июня 2027 г.');
    expect((await dateIn('en', PROMOTION)).text).toBe('From March 1, 2026 to June 30, 2027');
    // Uzbek has no "from … to": the two dates, joined by a dash.
    const { text } = await dateIn('uz', PROMOTION);
    expect(text).toBe('1-mart, 2026 – 30-iyun, 2027');
    expect(text).toMatch(/^\d{1,2}-[a-z]+, \d{4} – \d{1,2}-[a-z]+, \d{4}$/);
  });

  it('gives a news item its publication date, readable and machine-readable', async () => {
    expect(await dateIn('uz', NEWS_ITEM)).toEqual({
      text: '23-noyabr, 2026',
      dateTime: '2026-11-23T16:22:00.000Z',
    });
    expect((await dateIn('en', NEWS_ITEM)).text).toBe('November 23, 2026');
  });
});
