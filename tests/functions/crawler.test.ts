import { describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import { isCrawler } from '../../functions/lib/is-crawler';
import { callFunction } from './support';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

describe('isCrawler', () => {
  it.each([
    GOOGLEBOT,
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'TelegramBot (like TwitterBot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)',
    'W3C_Validator/1.3 http://validator.w3.org/services',
  ])('knows %s for a crawler', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    // Browsers under automation see the site as a visitor: the e2e tests, the bench.
    HEADLESS,
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  ])('takes %s for a visitor', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('a page served to a crawler', () => {
  const page = () =>
    new Response('<!doctype html><html lang="ru"><body><div id="root"></div></body></html>', {
      headers: { 'content-type': 'text/html; charset=utf-8', ETag: '"file"' },
    });
  const serve = (userAgent: string) =>
    callFunction(
      onRequest,
      new Request('http://localhost/news', { headers: { 'User-Agent': userAgent } }),
      {},
      page,
    );

  it('says so on its root element, for the app, and drops the file’s ETag', async () => {
    const response = await serve(GOOGLEBOT);
    expect(await response.text()).toContain('<html lang="ru" data-crawler="">');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('is the file as it is for a visitor', async () => {
    const response = await serve(HEADLESS);
    expect(await response.text()).not.toContain('data-crawler');
    expect(response.headers.get('ETag')).toBe('"file"');
  });
});
