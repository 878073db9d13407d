import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import {
  fillFirstVisitArticle,
  withFirstVisitArticle,
} from '../../functions/lib/first-visit-article';
import { readMainApi } from '../../functions/lib/read-main-api';
import { sanitizeRichText } from '../../functions/lib/sanitize-rich-text';
import { TEMPLATE_ARTICLES } from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  newsListCall,
  type NewsItem,
  type Promotion,
} from '@pizza-order-app/contract/articles-api';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { callFunction, testEnv } from './support';

// Shaped like what the build prerenders of a news item's page (ArticleScreen): the stand-in's
// screen, inert in a template ahead of the placeholder screen.
const STAND_IN = TEMPLATE_ARTICLES.news;
const itemPage = (language: Language) =>
  `<html><head><title>News item — Tashkent Pizza</title><link rel="preload" as="image" href="/logo.svg"><link rel="preload" as="image" href="${STAND_IN.imageUrl}"></head><body><div id="root"><div class="first-visit"><main class="layout__content"><div class="prerender-placeholder"></div><template class="first-visit-article"><section class="page"><h1 id="page-title">${STAND_IN.title}</h1><article class="article"><p class="article__date"><time dateTime="${STAND_IN.publishedAt}">${formatDate(STAND_IN.publishedAt, language)}</time></p><img class="article__image" src="${STAND_IN.imageUrl}" alt=""/><div class="rich-text"></div><div class="article__actions"><button>Share</button><a href="/en/news">All news</a></div></article></section></template><section class="page"><h1 id="page-title">News item</h1><div class="skeleton"></div></section></main></div></div></body></html>`;

const item = (body: string): NewsItem => ({
  id: 12,
  title: 'Night <delivery>',
  summary: 'Till 3 am',
  body,
  imageUrl: '/images/news/night.svg',
  publishedAt: '2026-10-28T09:00:00.000Z',
});

const filledMain = async (article: NewsItem) => {
  const page = await fillFirstVisitArticle(new Response(itemPage('en')), {
    route: 'newsItem',
    language: 'en',
    article,
  });
  return (await page.text()).replace(
    /.*<div class="prerender-placeholder"><\/div>|<\/main>.*/g,
    '',
  );
};

describe('a first visit’s article', () => {
  it('gives the stand-in’s screen the article and drops the placeholder', async () => {
    expect(await filledMain(item('<p>Open <b>till 3</b></p>'))).toBe(
      '<section class="page"><h1 id="page-title">Night &lt;delivery&gt;</h1><article class="article"><p class="article__date"><time dateTime="2026-10-28T09:00:00.000Z">October 28, 2026</time></p><img class="article__image" src="/images/news/night.svg" alt="" /><div class="rich-text"><p>Open <b>till 3</b></p></div><div class="article__actions"><button>Share</button><a href="/en/news">All news</a></div></article></section>',
    );
  });

  it('preloads the article’s picture where the build preloads the stand-in’s, and with no article none', async () => {
    const preloads = async (page: Response | Promise<Response>) =>
      [
        ...(await (await page).text()).matchAll(/<link rel="preload" as="image" href="([^"]*)">/g),
      ].map(([, href]) => href);
    const article = item('<p>Open</p>');
    expect(
      await preloads(
        withFirstVisitArticle(new Response(itemPage('en')), {
          route: 'newsItem',
          language: 'en',
          article,
        }),
      ),
    ).toEqual(['/logo.svg', article.imageUrl]);
    expect(
      await preloads(
        withFirstVisitArticle(new Response(itemPage('en')), {
          route: 'newsItem',
          language: 'en',
          article: null,
        }),
      ),
    ).toEqual(['/logo.svg']);
  });

  it('hands the article to the app, with nothing that could close its script', async () => {
    const page = await fillFirstVisitArticle(new Response(itemPage('en')), {
      route: 'newsItem',
      language: 'en',
      article: item('</script><script>alert(1)</script>'),
    });
    const data = /<script type="application\/json" id="first-visit-data">(.*?)<\/script>/.exec(
      await page.text(),
    )?.[1];
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? 'null')).toEqual({
      route: 'newsItem',
      language: 'en',
      answer: { item: item('</script><script>alert(1)</script>') },
    });
  });
});

// Shaped like a promotion's prerendered page: the stand-in's screen with every variant of what
// depends on the promotion and the time (ArticleScreen, TakePromotion).
const PROMO_STAND_IN = TEMPLATE_ARTICLES.stocks;
const promotionPage = () =>
  `<html><head></head><body><div class="first-visit"><main><template class="first-visit-article"><section class="page"><h1>${PROMO_STAND_IN.title}</h1><article class="article"><div data-first-visit-if="ended"><div class="notice">Ended ${PROMO_STAND_IN.endsAt}</div></div><div data-first-visit-if="upcoming"><div class="notice">Starts ${PROMO_STAND_IN.startsAt}</div></div><div data-first-visit-if="running-with-code"><div class="take-promotion"><button>Apply ${PROMO_STAND_IN.promoCode}</button><a class="button--secondary">Menu</a></div></div><div data-first-visit-if="running-without-code"><div class="take-promotion"><a class="button--primary">Menu</a></div></div></article></section></template><section class="page"><div class="skeleton"></div></section></main></div></body></html>`;

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 3,
  title: 'Promo code PIZZA15',
  summary: 'Enter the code at checkout.',
  body: '<p>15% off</p>',
  imageUrl: '/images/stocks/promo-code.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2099-12-31T23:59:59.000Z',
  ...overrides,
});

describe('a promotion’s page at the edge, as the app shows it now', () => {
  const article = async (written: Promotion) =>
    (
      await (
        await fillFirstVisitArticle(new Response(promotionPage()), {
          route: 'stock',
          language: 'en',
          article: written,
        })
      ).text()
    ).replace(/.*<article class="article">|<\/article>.*/g, '');

  it('keeps the way to take a running promotion with its code', async () => {
    expect(await article(promotion({ promoCode: 'PIZZA15' }))).toBe(
      '<div class="take-promotion"><button>Apply PIZZA15</button><a class="button--secondary">Menu</a></div>',
    );
  });

  it('keeps only the menu for a running promotion without a code', async () => {
    expect(await article(promotion())).toBe(
      '<div class="take-promotion"><a class="button--primary">Menu</a></div>',
    );
  });

  it('says a promotion ended or has not started, and offers neither way to take it', async () => {
    const ended = promotion({ endsAt: '2026-09-01T00:00:00.000Z', promoCode: 'SUMMER25' });
    expect(await article(ended)).toBe('<div class="notice">Ended 2026-09-01T00:00:00.000Z</div>');
    const upcoming = promotion({ startsAt: '2099-01-01T00:00:00.000Z' });
    expect(await article(upcoming)).toBe(
      '<div class="notice">Starts 2099-01-01T00:00:00.000Z</div>',
    );
  });
});

describe('an article’s text at the edge, sanitised as the app sanitises it', () => {
  it.each([
    [
      '<p>Hi <a href="https://pizza.uz" title="Site">there</a></p>',
      '<p>Hi <a href="https://pizza.uz" title="Site">there</a></p>',
    ],
    ['<p onclick="alert(1)" class="x">Text</p>', '<p>Text</p>'],
    ['<script>alert(1)</script><p>After</p>', '<p>After</p>'],
    ['<style>p{}</style><svg><a href="x">in svg</a></svg>Kept', 'Kept'],
    ['<div><span>Kept</span> text</div>', 'Kept text'],
    ['<a href="javascript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="java&#115;cript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="&#106avascript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="java&Tab;script:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="/menu?a=1&amp;b=2">Menu</a>', '<a href="/menu?a=1&amp;b=2">Menu</a>'],
    ['<textarea><img src=x onerror=alert(1)></textarea>Kept', 'Kept'],
    ['<p>Open</div></article><b>bold', '<p>Open<b>bold</b></p>'],
    ['<img src=x onerror=alert(1)><br>Line', '<br>Line'],
    ['<!-- a comment --><p>&lt;b&gt; as text</p>', '<p>&lt;b&gt; as text</p>'],
    ['<a title=\'say "hi"\'>Q</a>', '<a title="say &quot;hi&quot;">Q</a>'],
  ])('%s → %s', async (html, clean) => {
    expect(await sanitizeRichText(html)).toBe(clean);
  });
});

const serve = (path: string, env = {}) =>
  callFunction(
    onRequest,
    new Request(`http://localhost${path}`, {
      headers: { 'User-Agent': 'TelegramBot (like TwitterBot)' },
    }),
    env,
    () =>
      new Response(itemPage('uz').replaceAll('/en/news', '/uz/news'), {
        headers: { 'content-type': 'text/html' },
      }),
  );

describe('the edge writes a news item into its page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the reference backend’s item, in the page’s language', async () => {
    const [first] =
      (await readMainApi(testEnv, newsListCall, { skip: 0, take: 1 }, 'uz'))?.items ?? [];
    if (!first) throw new Error('the reference backend has no news');
    const html = await (await serve(`/uz/news/${first.id}`)).text();
    expect(html).toContain(
      `<time dateTime="${first.publishedAt}">${formatDate(first.publishedAt, 'uz')}</time>`,
    );
    expect(html).toContain(`src="${first.imageUrl}"`);
    expect(html).not.toContain('class="skeleton"');
    expect(html).not.toContain(STAND_IN.title);
  });

  it('leaves the page as built for an id no article has', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await (await serve('/uz/news/987654')).text();
    expect(html).toContain('class="skeleton"');
    expect(html).toContain('<template class="first-visit-article">');
    expect(log).not.toHaveBeenCalled();
  });
});
