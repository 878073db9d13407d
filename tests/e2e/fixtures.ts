import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

const MAPS_DOUBLE = readFileSync(new URL('./support/ymaps3-double.js', import.meta.url), 'utf8');

/** Every page gets the ymaps3 test double instead of the real maps script (no internet here). */
export const test = base.extend<{ mapsDouble: void }>({
  mapsDouble: [
    async ({ context }, use) => {
      await context.route('https://api-maps.yandex.ru/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: MAPS_DOUBLE }),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The saved location the reference backend serves for pickup from Chilanzar. */
export const CHILANZAR_PICKUP = {
  RestaurantId: 1,
  RegionId: 1,
  Longitude: 69.204,
  Latitude: 41.275,
};
