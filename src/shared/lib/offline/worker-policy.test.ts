import { describe, expect, it } from 'vitest';
import { keptReadOf, offlinePageOf } from './worker-policy';

const ORIGIN = 'https://pizza.example';
const SAME_ORIGIN = { main: '', hr: '' };
const kept = (url: string, bases = SAME_ORIGIN) => keptReadOf(new URL(url, ORIGIN), ORIGIN, bases);

describe('what the worker keeps', () => {
  it('keeps the menu and the restaurants as priced reads, news and vacancies as content', () => {
    expect(kept('/api/shop?regionId=1&Language=2')).toBe('priced');
    expect(kept('/api/restaurants/List?Language=3')).toBe('priced');
    expect(kept('/api/restaurants/GetByLocation?latitude=41.3&longitude=69.2')).toBe('priced');
    expect(kept('/api/news/List?skip=0')).toBe('content');
    expect(kept('/api/stocks/Get?id=4')).toBe('content');
    expect(kept('/api/vacancies')).toBe('content');
    expect(kept('/api/vacancies/12')).toBe('content');
  });

  it('never keeps credentials, baskets, orders, customers or searches', () => {
    for (const path of [
      '/api/token',
      '/api/hash',
      '/api/hr_token',
      '/api/tg_basket?tgId=1',
      '/api/tg_address?tgId=1',
      '/api/tg_order',
      '/api/delivery/List?customerId=1',
      '/api/delivery/Get?id=1',
      '/api/customer/Get?id=1',
      '/api/address/Search?query=a',
      '/api/applications',
      '/api/vacancies/12/extra',
    ])
      expect(kept(path), path).toBeNull();
  });

  it('follows backends on their own origin and path, and nothing of another origin', () => {
    const bases = { main: 'https://api.example/v2', hr: 'https://hr.example' };
    expect(kept('https://api.example/v2/api/shop?regionId=1', bases)).toBe('priced');
    expect(kept('https://hr.example/api/vacancies', bases)).toBe('content');
    expect(kept('https://api.example/api/shop', bases)).toBeNull();
    expect(kept('/api/shop', bases)).toBeNull();
    expect(kept('https://evil.example/api/shop')).toBeNull();
  });
});

describe('the page shown offline', () => {
  it('is the menu page of the path’s language', () => {
    expect(offlinePageOf('/')).toBe('index.html');
    expect(offlinePageOf('/order')).toBe('index.html');
    expect(offlinePageOf('/en/tracker/5-abc')).toBe('en.html');
    expect(offlinePageOf('/uz')).toBe('uz.html');
  });
});
