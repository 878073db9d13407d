import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { askLinkSession } from '../../shared/api/link-session';
import {
  LINK_ALREADY_USED,
  LINK_SESSION_REFUSED,
  type ErrorCode,
} from '@pizza-order-app/contract/common';
import { parseMessengerEntry } from './parse-messenger-entry';
import { checkSignedLink, entryToStore } from './run-entry';
import { entryReloadUrl, storeMessengerEntry } from './store-messenger-entry';

vi.mock(import('../../shared/api/link-session'), () => ({
  askLinkSession: vi.fn(),
  startLinkSession: vi.fn(),
  endLinkSession: vi.fn(),
}));

const FULL =
  '?tgId=777&language=uz&regionId=1&longitude=69.24&latitude=41.31&orderTypeId=200&customerId=42';

/** A browser's storage for one test, and what it holds. */
const memoryStorage = () => {
  const held = new Map<string, string>();
  const area = {
    getItem: (key: string) => held.get(key) ?? null,
    setItem: (key: string, value: string) => held.set(key, value),
  } as unknown as Storage;
  return { area, entries: () => Object.fromEntries(held) };
};

describe('messenger entry', () => {
  it('reads every valid parameter', () => {
    expect(parseMessengerEntry(FULL)).toEqual({
      tgId: 777,
      customerId: 42,
      language: 'uz',
      regionId: 1,
      point: { longitude: 69.24, latitude: 41.31 },
      orderTypeId: 200,
    });
  });

  it('is not an entry without any of its parameters', () => {
    expect(parseMessengerEntry('?tag=spicy')).toBeNull();
    expect(parseMessengerEntry('')).toBeNull();
  });

  it.each([
    ['customerId=1.5', 'customerId'],
    ['tgId=abc', 'tgId'],
    ['tgId=-5', 'tgId'],
    ['tgId=-4', 'tgId'],
    ['tgId=1e3', 'tgId'],
    ['customerId=0', 'customerId'],
    ['language=de', 'language'],
    ['language=fr', 'language'],
    ['regionId=-1', 'regionId'],
    ['longitude=200&latitude=41', 'point'],
    ['longitude=500&latitude=41.3', 'point'],
    ['longitude=69&latitude=north', 'point'],
    ['longitude=69', 'point'],
    ['longitude=-69&latitude=41', 'point'],
    ['longitude=69&latitude=-41.3', 'point'],
    ['orderTypeId=7', 'orderTypeId'],
    ['orderTypeId=5', 'orderTypeId'],
    ['tgId=5&tgId=6', 'tgId'],
  ])('ignores %s on its own and keeps the rest', (bad, field) => {
    const [companion, kept] =
      field === 'regionId' ? ['customerId=5', 'customerId'] : ['regionId=3', 'regionId'];
    const entry = parseMessengerEntry(`?${bad}&${companion}`);
    expect(entry).not.toHaveProperty(field);
    expect(entry).toHaveProperty(kept);
  });

  // A link with one malformed parameter, taken as runMessengerEntry takes an unsigned one: its
  // good region is stored, nothing of the bad parameter, and the page reloads in its own language
  // with the query gone. The page's side of it is telegram.spec.ts's.
  it.each([
    'tgId=abc',
    'tgId=-4',
    'language=fr',
    'longitude=69.2&latitude=north',
    'longitude=500&latitude=41.3',
    'orderTypeId=5',
    'customerId=1.5',
  ])('stores only the region of /en/news?%s&regionId=2 and reloads at /en/news', (bad) => {
    const url = new URL(`https://pizza.test/en/news?${bad}&regionId=2`);
    const entry = parseMessengerEntry(url.search);
    if (!entry) throw new Error('entry expected');
    const storage = memoryStorage();
    const cookies: string[] = [];
    storeMessengerEntry(entry, storage.area, (cookie) => cookies.push(cookie));
    expect(Object.keys(storage.entries())).toEqual(['location']);
    expect(JSON.parse(storage.entries().location ?? 'null')).toMatchObject({
      RegionId: 2,
      Latitude: 0,
    });
    expect(cookies).toEqual([]);
    expect(entryReloadUrl(url, entry.language)).toBe('/en/news');
  });

  // The contract's one rule, which the edge follows too (tests/functions/bot-link.test.ts).
  it('takes a language code in any case, as the edge does', () => {
    expect(parseMessengerEntry('?language=RU')).toEqual({ language: 'ru' });
    expect(parseMessengerEntry('?language=Uz&regionId=2')).toEqual({ language: 'uz', regionId: 2 });
  });

  it('stores the values under the keys of docs/product.md §3 and the language cookie', () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const entry = parseMessengerEntry(FULL);
    if (!entry) throw new Error('entry expected');
    storeMessengerEntry(entry, storage.area, (cookie) => cookies.push(cookie));
    expect(storage.entries()).toEqual({
      'tg-id': '777',
      'user-id': '42',
      delivery: '200',
      location: JSON.stringify({ RestaurantId: 0, RegionId: 1, Longitude: 69.24, Latitude: 41.31 }),
    });
    expect(cookies).toEqual([expect.stringMatching(/^i18n_redirected=uz;/)]);
  });

  it('reloads without a signed link’s name, nonce, expiry and signature', () => {
    const url = new URL(
      `https://pizza.test/?tgId=7&firstName=Aziz&nonce=abcdefghijklmnop&expires=1800000000&signature=ab12&tag=spicy`,
    );
    expect(entryReloadUrl(url, undefined)).toBe('/?tag=spicy');
  });

  it('reloads without the entry parameters, in the entry language', () => {
    const url = new URL(`https://pizza.test/news${FULL}&tag=spicy#3`);
    expect(entryReloadUrl(url, 'uz')).toBe('/uz/news?tag=spicy#3');
    expect(entryReloadUrl(new URL('https://pizza.test/en?tgId=1'), 'ru')).toBe('/');
    expect(entryReloadUrl(new URL('https://pizza.test/en/news?tgId=1'), undefined)).toBe(
      '/en/news',
    );
  });

  it.each([
    ['//evil.example?tgId=5', '/evil.example', undefined],
    ['//evil.example/?customerId=3', '/evil.example/', undefined],
    ['/en//evil.example?language=ru', '/evil.example', 'ru'],
    ['/\\evil.example?tgId=5&tag=spicy', '/evil.example?tag=spicy', undefined],
  ] as const)('reloads %s on this site, at %s', (address, expected, language) => {
    const next = entryReloadUrl(new URL(`https://pizza.test${address}`), language);
    expect(next).toBe(expected);
    expect(new URL(next, 'https://pizza.test').origin).toBe('https://pizza.test');
  });
});

describe('a signed link: nothing starts before the visitor answers', () => {
  const SIGNED =
    '?tgId=77&customerId=9&regionId=1&orderTypeId=200&nonce=abcdefghijklmnop&signature=ab';
  const refusedWith = (status: number, code: ErrorCode) =>
    vi.mocked(askLinkSession).mockRejectedValueOnce(new ApiError('http', status, 'no', code));
  const entry = () => {
    const parsed = parseMessengerEntry(SIGNED);
    if (!parsed) throw new Error('entry expected');
    return parsed;
  };

  it('valid: the app is to ask, with whom the edge says it names and the link to confirm with', async () => {
    vi.mocked(askLinkSession).mockResolvedValueOnce({
      asks: { name: 'Aziz', phoneEnding: '4567' },
    });
    expect(await checkSignedLink(SIGNED)).toEqual({
      outcome: 'confirm',
      search: SIGNED,
      asks: { name: 'Aziz', phoneEnding: '4567' },
    });
  });

  it('used: the app is to say so', async () => {
    refusedWith(410, LINK_ALREADY_USED);
    expect(await checkSignedLink(SIGNED)).toEqual({ outcome: 'already-used' });
  });

  it('refused otherwise: nothing to tell, the visitor goes on as a web visitor', async () => {
    refusedWith(401, LINK_SESSION_REFUSED);
    expect(await checkSignedLink(SIGNED)).toBeNull();
  });

  it('stores none of a signed link’s ids before the answer; an unsigned link’s stay hints', () => {
    expect(entryToStore(entry(), true)).toEqual({
      regionId: 1,
      orderTypeId: 200,
      language: undefined,
      point: undefined,
    });
    expect(entryToStore(entry(), false)).toMatchObject({ tgId: 77, customerId: 9 });
  });
});
