import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillFirstVisitList, withFirstVisitList } from '../../functions/lib/first-visit-list';
import type { Env } from '../../functions/lib/env';
import {
  standInArticles,
  type FirstVisitList,
} from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { NO_PICTURE_PATH } from '@pizza-order-app/contract/lib/picture';
import { testEnv } from './support';

// Shaped like what the build prerenders of a list page (ArticleListScreen, ArticleCards): a card
// per stand-in, inert in a template ahead of the placeholder.
const newsCard = (news: ReturnType<typeof standInArticles<'news'>>[number]) =>
  `<li><a href="/en/news/${news.id}"><img src="${news.imageUrl}" alt=""/><time dateTime="${news.publishedAt}">${formatDate(news.publishedAt, 'en')}</time><b>${news.title}</b><i>${news.summary}</i></a></li>`;
const stocksCard = (promotion: ReturnType<typeof standInArticles<'stocks'>>[number]) =>
  `<li><a href="/uz/stocks/${promotion.id}">${formatDate(promotion.startsAt, 'uz')} – ${formatDate(promotion.endsAt, 'uz')}: ${promotion.title}</a></li>`;
const listPage = (cards: string, list = '<ul class="article-grid">') =>
  `<html><body><div id="root"><div class="first-visit"><main><section class="page"><h1>News</h1>${cards && `<template class="first-visit-cards">${list}${cards}</ul></template>`}<div class="skeleton"></div></section></main></div></div></body></html>`;
const NEWS_PAGE = listPage(standInArticles('news').map(newsCard).join(''));
const STOCKS_PAGE = listPage(standInArticles('stocks').map(stocksCard).join(''), '<ul>');

const article = (id: number, title: string): NewsItem => ({
  id,
  title,
  summary: `Summary ${id}`,
  body: '<p>Body</p>',
  imageUrl: `/images/news/${id}.svg`,
  publishedAt: '2026-10-28T09:00:00.000Z',
});

const fill = async (
  page: string,
  list: FirstVisitList,
  language: Language,
  items: readonly (NewsItem | Promotion)[],
) => {
  const filled = fillFirstVisitList(new Response(page), { list, language, answer: { items } });
  return (await filled.text()).replace(/.*<section class="page"><h1>News<\/h1>|<\/section>.*/g, '');
};

describe('a first visit’s article list', () => {
  it('gives the stand-ins’ cards the articles, each its own values, and drops the rest', async () => {
    const html = await fill(NEWS_PAGE, 'news', 'en', [article(1, 'Opened'), article(2, 'Night')]);
    // A tag the edge changes is written out again by the parser: `alt="" />`.
    expect(html).toBe(
      '<ul class="article-grid">' +
        '<li><a href="/en/news/1"><img src="/images/news/1.svg" alt="" /><time dateTime="2026-10-28T09:00:00.000Z">October 28, 2026</time><b>Opened</b><i>Summary 1</i></a></li>' +
        '<li><a href="/en/news/2"><img src="/images/news/2.svg" alt="" /><time dateTime="2026-10-28T09:00:00.000Z">October 28, 2026</time><b>Night</b><i>Summary 2</i></a></li>' +
        '</ul>',
    );
  });

  it('writes what a backend sends as text, never as markup', async () => {
    const html = await fill(NEWS_PAGE, 'news', 'en', [
      { ...article(3, '<img src=x onerror=alert(1)>'), imageUrl: '" onerror="alert(1)' },
    ]);
    expect(html).toContain('<b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(html).toContain('src="&quot; onerror=&quot;alert(1)"');
    expect(html).not.toContain('<img src=x');
  });

  it('gives an article sent without a picture the site’s stand-in, as the app draws it', async () => {
    const html = await fill(NEWS_PAGE, 'news', 'en', [{ ...article(6, 'Quiet'), imageUrl: '' }]);
    expect(html).toContain(`<img src="${NO_PICTURE_PATH}" alt="" />`);
  });

  it('writes a promotion’s period in the page’s language', async () => {
    const html = await fill(STOCKS_PAGE, 'stocks', 'uz', [
      {
        ...article(4, 'Ikkinchi pitsa'),
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2027-07-01T00:00:00.000Z',
      },
    ]);
    expect(html).toBe(
      `<ul><li><a href="/uz/stocks/4">${formatDate('2026-01-01T00:00:00.000Z', 'uz')} – ${formatDate('2027-07-01T00:00:00.000Z', 'uz')}: Ikkinchi pitsa</a></li></ul>`,
    );
  });

  it('keeps a promotion’s amount on one line, as the app’s cards write it', async () => {
    const html = await fill(STOCKS_PAGE, 'stocks', 'uz', [
      {
        ...article(5, '150 000 so‘mdan bepul yetkazib berish'),
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2027-07-01T00:00:00.000Z',
      },
    ]);
    expect(html).toContain(': 150\u00a0000\u00a0so‘mdan bepul yetkazib berish</a>');
  });

  it('keeps the placeholder of a page without cards to fill', async () => {
    expect(await fill(listPage(''), 'news', 'en', [article(1, 'Opened')])).toBe(
      '<div class="skeleton"></div>',
    );
  });
});

const servePage = (env: Partial<Env>) =>
  withFirstVisitList(new Response(NEWS_PAGE, { headers: { 'content-type': 'text/html' } }), {
    env: { ...testEnv, ...env },
    list: 'news',
    language: 'en',
  });

describe('the edge writes a first visit’s news into the page', () => {
  it('puts the reference backend’s news in place of the placeholder, with the answer for the app', async () => {
    const html = await (await servePage({ REFERENCE_BACKEND: '1' })).text();
    expect(html).not.toContain('class="skeleton"');
    expect(html).toContain('<ul class="article-grid"><li><a href="/en/news/');
    const data = /<script type="application\/json" id="first-visit-data">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({
      list: 'news',
      language: 'en',
      answer: { items: expect.arrayContaining([expect.objectContaining({ id: 1 })]) as unknown },
    });
    // Article bodies are HTML: nothing in them may close the script element early.
    expect(data).not.toContain('<');
  });

  it('leaves the page as built without a backend to ask', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await (await servePage({ REFERENCE_BACKEND: '', MAIN_API_URL: undefined })).text();
    expect(html).toBe(NEWS_PAGE);
    // No backend is a deployment's choice, not a failure.
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a first visit’s list the main API fails to give', () => {
  afterEach(() => vi.restoreAllMocks());

  const MAIN_API = { REFERENCE_BACKEND: '', MAIN_API_URL: 'https://main-api.example' };

  it.each([
    ['refuses', () => Promise.resolve(new Response('down', { status: 503 })), /answered 503/],
    [
      'answers out of contract',
      () => Promise.resolve(Response.json({ items: [{ id: 'one' }] })),
      /ValiError/,
    ],
    [
      'never answers',
      () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
      /timed out/,
    ],
  ])('leaves the page as built and logs why when the API %s', async (_, answer, reason) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await (await servePage(MAIN_API)).text()).toBe(NEWS_PAGE);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[1]).toMatchObject({
      list: 'news',
      language: 'en',
      reason: expect.stringMatching(reason) as unknown,
    });
  });
});
