import { mainApi } from '../../shared/api/clients';
import { publicConfig } from '../../shared/config/env';
import type { Language } from '../../shared/config/languages';
import { addressSearchCall } from '../../shared/contract/main-api';

export interface FoundPlace {
  readonly longitude: number;
  readonly latitude: number;
  /** The address as the search names it, house number included: it is what the customer meant. */
  readonly address: string;
}

/**
 * Typed address → a point: Yandex search with a maps key; the main API's street search without
 * one, or when the maps script or its search fails, so the check works on any network.
 */
export const findPlace = async (text: string, language: Language): Promise<FoundPlace | null> => {
  if (publicConfig.yandexMapsApiKey) {
    // The maps code comes with the first search, not with every visitor's first screen.
    const { searchPlace } = await import('../../shared/maps/load-ymaps');
    const found = await searchPlace(text, publicConfig.yandexMapsApiKey, language).then(
      (place) => ({ place }),
      () => null,
    );
    if (found) return found.place;
  }
  const { places } = await mainApi(addressSearchCall, { query: { text } }, language);
  return places[0] ?? null;
};
