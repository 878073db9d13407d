import { attach, createEffect } from 'effector';
import { $api, requireApi, type Api } from '../../shared/api/model';
import { publicConfig } from '../../shared/config/env';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { addressSearchCall } from '@pizza-order-app/contract/place-api';
import { $language } from '../../shared/i18n/model';

export interface FoundPlace {
  readonly longitude: number;
  readonly latitude: number;
  /** The address as the search names it, house number included: it is what the customer meant. */
  readonly address: string;
}

/** The main API's street search: the places it finds for a text, best first. */
const searchStreets = async (
  api: Api,
  text: string,
  language: Language,
): Promise<readonly FoundPlace[]> =>
  (await api.main(addressSearchCall, { query: { text } }, language)).places;

/**
 * Typed address → a point: Yandex search with a maps key; the main API's street search without
 * one, or when the maps script or its search fails, so the check works on any network.
 */
const findPlace = async (
  api: Api,
  text: string,
  language: Language,
): Promise<FoundPlace | null> => {
  if (publicConfig.yandexMapsApiKey) {
    // The maps code comes with the first search, not with every visitor's first screen.
    const maps = await import('../../shared/maps/load-ymaps');
    const found = await maps.searchPlace(text, publicConfig.yandexMapsApiKey, language).then(
      (place) => ({ place }),
      () => null,
    );
    if (found) return found.place;
  }
  const [best] = await searchStreets(api, text, language);
  return best ?? null;
};

/**
 * An address search in the visitor's language, for a screen of its own: the turn rides along so
 * that screen's `createTurns` can drop an answer to an older search.
 */
export const createFindPlaceFx = () =>
  attach({
    source: { api: $api, language: $language },
    effect: createEffect(
      ({ api, text, language }: { api: Api | null; text: string; language: Language }) =>
        findPlace(requireApi(api), text, language),
    ),
    mapParams: ({ text }: { text: string; turn: number }, { api, language }) => ({
      api,
      text,
      language,
    }),
  });

/**
 * The streets the main API finds for a text being typed, for suggestions under a search field; the
 * text rides along so the caller can drop an answer to a text no longer there.
 */
export const createSuggestStreetsFx = () =>
  attach({
    source: { api: $api, language: $language },
    effect: createEffect(
      ({ api, text, language }: { api: Api | null; text: string; language: Language }) =>
        searchStreets(requireApi(api), text, language),
    ),
    mapParams: ({ text }: { text: string }, { api, language }) => ({ api, text, language }),
  });
