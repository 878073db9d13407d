import { describe, expect, it, vi, afterEach } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import { articlePreview, SHARE_CARD_PATH } from '../../functions/lib/page-preview';
import { readMainApi } from '../../functions/lib/read-main-api';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uz from '../../locales/uz.json';
import { LANGUAGES, type Language } from '@pizza-order-app/contract/config/languages';
import { ROUTES, routePath, type RouteName } from '@pizza-order-app/contract/config/routes';
import { newsListCall, promotionsListCall } from '@pizza-order-app/contract/articles-api';
import { restaurantsListCall, shopCall } from '@pizza-order-app/contract/main-api';
import { localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { callFunction, testEnv } from './support';

const MESSAGES: Readonly<Record<Language, unknown>> = { ru, en, uz };
const message = (language: Language, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as never)[part], MESSAGES[language]) as string;

const PREVIEW_BOT = 'TelegramBot (like TwitterBot)';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ORIGIN = 'https://pizza.example';

// Shaped like a prerendered page's head (scripts/build/prerender.ts).
const page = () =>
  new Response(
    '<!doctype html><html lang="ru-RU"><head><meta charset="UTF-8"><title data-prerendered="">Built — Site</title><meta data-prerendered="" name="description" content="Built"></head><body><div id="root"></div></body></html>',
    { headers: { 'content-type': 'text/html; charset=utf-8', ETag: '"file"' } },
  );

const serve = (address: string, userAgent = PREVIEW_BOT) =>
  callFunction(
    onRequest,
    new Request(`${ORIGIN}${address}`, { headers: { 'User-Agent': userAgent } }),
    {},
    page,
  );

/** The page's Open Graph and Twitter tags, by property or name (repeated ones joined by spaces). */
const previewOf = async (response: Response) => {
  const tags: Record<string, string> = {};
  let title = '';
  let description = '';
  await new HTMLRewriter()
    .on('meta[property], meta[name]', {
      element(tag) {
        const name = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
        const content = tag.getAttribute('content') ?? '';
        if (name === 'description') description = content;
        else tags[name] = tags[name] ? `${tags[name]} ${content}` : content;
      },
    })
    .on('title', { text: (chunk) => void (title += chunk.text) })
    .transform(response)
    .text();
  return { tags, title, description };
};

const decoded = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? entity,
  );

const OG_LOCALES: Readonly<Record<Language, string>> = { ru: 'ru_RU', en: 'en_US', uz: 'uz_UZ' };

/** Every route with a path a customer could share: an id no article has for the detail routes. */
const ROUTE_PATHS = (Object.keys(ROUTES) as RouteName[]).map(
  (route) => [route, routePath(route, { id: 987654 })] as const,
);

describe('every page previews when its link is shared', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(
    LANGUAGES.flatMap((language) => ROUTE_PATHS.map((entry) => [language, ...entry] as const)),
  )(
    '%s %s: its route’s title, text, the chain’s card, its address and languages',
    async (language, route, path) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const address = localizePath(path, language);
      const { tags, title, description } = await previewOf(await serve(address));
      const siteName = message(language, 'app.name');
      const own = message(language, `${route}.title`);
      expect(tags).toEqual({
        'og:type': 'website',
        'og:site_name': siteName,
        'og:title': own,
        'og:description': message(language, `${route}.description`),
        'og:url': `${ORIGIN}${address}`,
        'og:image': `${ORIGIN}${SHARE_CARD_PATH}`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:locale': OG_LOCALES[language],
        'og:locale:alternate': LANGUAGES.filter((other) => other !== language)
          .map((other) => OG_LOCALES[other])
          .join(' '),
        'twitter:card': 'summary_large_image',
      });
      expect(decoded(title)).toBe(`${own} — ${siteName}`);
      expect(description).toBe(message(language, `${route}.description`));
    },
  );

  it('gives a visitor’s browser the same tags as the preview bot', async () => {
    const [bot, visitor] = await Promise.all(
      [PREVIEW_BOT, BROWSER].map(
        async (agent) => (await previewOf(await serve('/en/stocks', agent))).tags,
      ),
    );
    expect(visitor).toEqual(bot);
    expect(bot?.['og:title']).toBe('Promotions');
  });

  it('previews a news item as itself, in the page’s language', async () => {
    const [item] =
      (await readMainApi(testEnv, newsListCall, { skip: 0, take: 1 }, 'en'))?.items ?? [];
    if (!item) throw new Error('the reference backend has no news');
    const response = await serve(`/en/news/${item.id}`);
    expect(response.headers.get('ETag')).toBeNull();
    const { tags, title, description } = await previewOf(response);
    expect(tags).toMatchObject({
      'og:type': 'article',
      'og:title': item.title,
      'og:description': item.summary,
      'og:image': new URL(item.imageUrl, ORIGIN).href,
      'og:url': `${ORIGIN}/en/news/${item.id}`,
      'og:locale': 'en_US',
    });
    expect(decoded(title)).toBe(`${item.title} — Tashkent Pizza`);
    expect(description).toBe(item.summary);
  });

  it('previews a news item sent without a picture with the chain’s card', async () => {
    const [item] =
      (await readMainApi(testEnv, newsListCall, { skip: 0, take: 1 }, 'en'))?.items ?? [];
    if (!item) throw new Error('the reference backend has no news');
    expect(articlePreview({ ...item, imageUrl: '' }).image).toBe(SHARE_CARD_PATH);
  });

  it('previews each promotion as itself, never as “Promotion terms”', async () => {
    const items = (await readMainApi(testEnv, promotionsListCall, { skip: 0, take: 2 }, 'uz'))
      ?.items;
    expect(items?.length).toBe(2);
    for (const item of items ?? []) {
      const { tags, title } = await previewOf(await serve(`/uz/stocks/${item.id}`));
      expect(tags['og:title']).toBe(item.title);
      expect(tags['og:description']).toBe(item.summary);
      expect(tags['og:image']).toBe(new URL(item.imageUrl, ORIGIN).href);
      expect(tags['og:url']).toBe(`${ORIGIN}/uz/stocks/${item.id}`);
      expect(decoded(title)).toBe(`${item.title} — ${message('uz', 'app.name')}`);
    }
  });

  it('previews a dish shared from the menu as that dish, with its price', async () => {
    const [restaurant] =
      (await readMainApi(testEnv, restaurantsListCall, {}, 'ru'))?.restaurants ?? [];
    if (!restaurant) throw new Error('the reference backend has no restaurant');
    const menu = await readMainApi(
      testEnv,
      shopCall,
      {
        RestaurantId: restaurant.id,
        Longitude: restaurant.longitude,
        Latitude: restaurant.latitude,
        OrderTypeId: 200,
      },
      'ru',
    );
    const dish = menu?.products.at(-1);
    if (!dish) throw new Error('the reference backend has no dish');
    const response = await serve(`/?product=${dish.id}&utm_source=chat`);
    expect(response.headers.get('ETag')).toBeNull();
    const { tags, title } = await previewOf(response);
    expect(tags).toMatchObject({
      'og:title': dish.name,
      'og:description': `${message('ru', 'common.price').replace('{{amount}}', formatAmount(dish.price, 'ru'))} · ${dish.description}`,
      'og:image': new URL(dish.imageUrl, ORIGIN).href,
      'og:url': `${ORIGIN}/?product=${dish.id}`,
    });
    expect(decoded(title)).toBe(`${dish.name} — ${message('ru', 'app.name')}`);
  });

  it('previews a link to a dish the menu does not have as the menu', async () => {
    const { tags } = await previewOf(await serve('/en?product=99999999'));
    expect(tags['og:title']).toBe(message('en', 'menu.title'));
    expect(tags['og:url']).toBe(`${ORIGIN}/en`);
  });

  const fromMainApi = (address: string) =>
    callFunction(
      onRequest,
      new Request(`${ORIGIN}${address}`, { headers: { 'User-Agent': PREVIEW_BOT } }),
      { REFERENCE_BACKEND: '', MAIN_API_URL: 'https://main-api.example' },
      page,
    );

  it('previews an article’s page as its route when the backend fails, and says why', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tags } = await previewOf(await fromMainApi('/en/news/1'));
    expect(tags['og:title']).toBe(message('en', 'newsItem.title'));
    expect(log).toHaveBeenCalledOnce();
  });

  it('writes what a backend sends as text, never as markup', async () => {
    const hostile = '"><script>alert(1)</script>';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        item: {
          id: 7,
          title: hostile,
          summary: `<b onclick="x">${hostile}</b>`,
          body: '',
          imageUrl: '/x.svg?"><script>',
          publishedAt: '2026-10-28T09:00:00.000Z',
        },
      }),
    );
    const html = await (await fromMainApi('/en/news/7')).text();
    let elements = 0;
    await new HTMLRewriter()
      .on('script:not([type="application/json"]), b', { element: () => void (elements += 1) })
      .transform(new Response(html))
      .text();
    expect(elements).toBe(0);
    const { tags, title, description } = await previewOf(new Response(html));
    expect(decoded(tags['og:title'] ?? '')).toBe(hostile);
    expect(decoded(description)).toBe(`<b onclick="x">${hostile}</b>`);
    expect(decoded(title)).toBe(`${hostile} — Tashkent Pizza`);
  });
});

describe('the chain’s card', () => {
  it('answers as a 1200×630 PNG', async () => {
    const response = await testEnv.ASSETS.fetch(new URL(SHARE_CARD_PATH, ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = new DataView(await response.arrayBuffer());
    // The PNG signature, then the IHDR chunk's width and height.
    expect(bytes.getUint32(0)).toBe(0x89504e47);
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThan(40_000);
  });
});
