// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadYmaps, MapsError, searchPlace } from './load-ymaps';

describe('loadYmaps without a maps key', () => {
  it.each([undefined, ''])(
    'refuses a key of %o with a clear error and loads nothing',
    async (key) => {
      const refused = loadYmaps(key, 'en');
      await expect(refused).rejects.toBeInstanceOf(MapsError);
      await expect(refused).rejects.toMatchObject({
        reason: 'missing-key',
        message: 'Yandex Maps: no API key is configured (VITE_YANDEX_MAPS_API_KEY)',
      });
      expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
    },
  );

  it('makes the Yandex search refuse the same way', async () => {
    await expect(searchPlace('2 Navoi Street', undefined, 'en')).rejects.toMatchObject({
      reason: 'missing-key',
    });
  });
});

describe('loadYmaps and the language', () => {
  const mapsScripts = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="api-maps.yandex.ru"]')].map(
      ({ src }) => new URL(src).searchParams.get('lang'),
    );
  /** The script on the page has loaded and defined its global, as ymaps3 does. */
  const scriptLoaded = (api: object) => {
    const script = document.querySelector<HTMLScriptElement>('script[src*="api-maps.yandex.ru"]');
    Object.assign(window, { ymaps3: { ...api, ready: Promise.resolve() } });
    script?.dispatchEvent(new Event('load'));
  };

  it('loads the script once per language, and again in the language switched to', async () => {
    const russian = loadYmaps('key', 'ru');
    expect(loadYmaps('key', 'ru')).toBe(russian);
    expect(mapsScripts()).toEqual(['ru_RU']);
    scriptLoaded({ name: 'ru' });
    await expect(russian).resolves.toMatchObject({ name: 'ru' });

    const english = loadYmaps('key', 'en');
    // The old script and its global are gone: the next maps are drawn by the English one.
    expect(mapsScripts()).toEqual(['en_US']);
    expect('ymaps3' in window).toBe(false);
    scriptLoaded({ name: 'en' });
    await expect(english).resolves.toMatchObject({ name: 'en' });
    expect(loadYmaps('key', 'en')).toBe(english);
  });
});
