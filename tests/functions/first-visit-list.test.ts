import { describe, expect, it } from 'vitest';
import { fillArticleList, withFirstVisitList } from '../../functions/lib/first-visit-list';
import type { Env } from '../../functions/lib/env';
import {
  TEMPLATE_ARTICLES,
  type ArticleListTemplate,
} from '../../src/shared/config/first-visit-lists';
import { formatDate } from '../../src/shared/lib/format-date';
import { testEnv } from './support';

const NEWS = TEMPLATE_ARTICLES.news;
const STOCKS = TEMPLATE_ARTICLES.stocks;

// Shaped like what the build renders from ArticleCards (src/app/prerender.tsx).
const NEWS_TEMPLATE: ArticleListTemplate = {
  open: '<ul class="article-grid">',
  card: `<li><a href="/en/news/${NEWS.id}"><img src="${NEWS.imageUrl}" alt=""/><time dateTime="${NEWS.publishedAt}">${formatDate(NEWS.publishedAt, 'en')}</time><b>${NEWS.title}</b><i>${NEWS.summary}</i></a></li>`,
  close: '</ul>',
};
const STOCKS_TEMPLATE: ArticleListTemplate = {
  open: '<ul>',
  card: `<li><a href="/uz/stocks/${STOCKS.id}">${formatDate(STOCKS.startsAt, 'uz')} – ${formatDate(STOCKS.endsAt, 'uz')}: ${STOCKS.title}</a></li>`,
  close: '</ul>',
};

const article = (id: number, title: string) => ({
  id,
  title,
  summary: `Summary ${id}`,
  body: '<p>Body</p>',
  imageUrl: `/images/news/${id}.svg`,
  publishedAt: '2026-10-28T09:00:00.000Z',
});

describe('a first visit’s article list', () => {
  it('repeats the stand-in card for every article with its own values', () => {
    const html = fillArticleList(NEWS_TEMPLATE, 'news', 'en', [
      article(1, 'Opened'),
      article(2, 'Night'),
    ]);
    expect(html).toBe(
      '<ul class="article-grid">' +
        '<li><a href="/en/news/1"><img src="/images/news/1.svg" alt=""/><time dateTime="2026-10-28T09:00:00.000Z">October 28, 2026</time><b>Opened</b><i>Summary 1</i></a></li>' +
        '<li><a href="/en/news/2"><img src="/images/news/2.svg" alt=""/><time dateTime="2026-10-28T09:00:00.000Z">October 28, 2026</time><b>Night</b><i>Summary 2</i></a></li>' +
        '</ul>',
    );
  });

  it('writes what a backend sends as text, never as markup', () => {
    const html = fillArticleList(NEWS_TEMPLATE, 'news', 'en', [
      { ...article(3, '<img src=x onerror=alert(1)>'), imageUrl: '" onerror="alert(1)' },
    ]);
    expect(html).toContain('<b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(html).toContain('src="&quot; onerror=&quot;alert(1)"');
    expect(html).not.toContain('<img src=x');
  });

  it('writes a promotion’s period in the page’s language', () => {
    const html = fillArticleList(STOCKS_TEMPLATE, 'stocks', 'uz', [
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
});

const PAGE =
  '<html><body><div id="root"><div class="first-visit"><main><section class="page"><h1>News</h1><div class="skeleton"></div></section></main></div></div></body></html>';

const servePage = (env: Partial<Env>) =>
  withFirstVisitList(new Response(PAGE, { headers: { 'content-type': 'text/html' } }), {
    env: { ...testEnv, ...env },
    url: new URL('http://localhost/en/news'),
    list: 'news',
    language: 'en',
  });

const templatesFile = {
  fetch: () =>
    Promise.resolve(Response.json({ en: { news: NEWS_TEMPLATE, stocks: STOCKS_TEMPLATE } })),
} as unknown as Fetcher;

describe('the edge writes a first visit’s news into the page', () => {
  it('puts the reference backend’s news in place of the placeholder, with the answer for the app', async () => {
    const html = await (await servePage({ DEMO_BACKEND: '1', ASSETS: templatesFile })).text();
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
    const html = await (
      await servePage({ DEMO_BACKEND: '', MAIN_API_URL: undefined, ASSETS: templatesFile })
    ).text();
    expect(html).toBe(PAGE);
  });

  it('leaves the page as built when the templates are missing', async () => {
    const missing = {
      fetch: () => Promise.resolve(new Response('Not found', { status: 404 })),
    } as unknown as Fetcher;
    const html = await (await servePage({ DEMO_BACKEND: '1', ASSETS: missing })).text();
    expect(html).toBe(PAGE);
  });
});
