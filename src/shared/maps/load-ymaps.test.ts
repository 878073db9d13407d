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
