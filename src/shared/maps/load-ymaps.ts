import { LANGUAGE_INFO, type Language } from '@pizza-order-app/contract/config/languages';

export type MapsErrorReason = 'missing-key' | 'load-failed';

// For whoever reads the console or Sentry: what went wrong and, for a missing key, what to set.
const REASON_TEXT: Record<MapsErrorReason, string> = {
  'missing-key': 'no API key is configured (VITE_YANDEX_MAPS_API_KEY)',
  'load-failed': 'the maps script could not be loaded',
};

/** docs/product.md §8: a missing maps key or a script that fails raise errors the screens turn into fallbacks. */
export class MapsError extends Error {
  constructor(readonly reason: MapsErrorReason) {
    super(`Yandex Maps: ${REASON_TEXT[reason]}`);
    this.name = 'MapsError';
  }
}

/** ru_RU, en_US, uz_UZ: the `lang` the maps script takes. */
export const mapsLanguage = (language: Language) => LANGUAGE_INFO[language].tag.replace('-', '_');

export const MAPS_SCRIPT_ORIGIN = 'https://api-maps.yandex.ru';

/** The script loaded (or loading) and its language: ymaps3 takes its `lang` once, at load. */
let loaded: { language: Language; api: Promise<typeof ymaps3> } | undefined;

/**
 * Loads ymaps3 on demand, when a map first appears on screen, and again in another language when
 * the visitor switched: the old script and its global go, and the maps drawn next use the new one.
 */
export const loadYmaps = (
  apiKey: string | undefined,
  language: Language,
): Promise<typeof ymaps3> => {
  if (!apiKey) return Promise.reject(new MapsError('missing-key'));
  if (loaded?.language === language) return loaded.api;
  document.querySelector(`script[src^="${MAPS_SCRIPT_ORIGIN}/"]`)?.remove();
  Reflect.deleteProperty(window, 'ymaps3');
  const api = new Promise<typeof ymaps3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${MAPS_SCRIPT_ORIGIN}/v3/?apikey=${encodeURIComponent(apiKey)}&lang=${mapsLanguage(language)}`;
    script.async = true;
    script.onload = () => {
      if (typeof ymaps3 === 'undefined') return reject(new MapsError('load-failed'));
      ymaps3.ready.then(
        () => resolve(ymaps3),
        () => reject(new MapsError('load-failed')),
      );
    };
    script.onerror = () => reject(new MapsError('load-failed'));
    document.head.append(script);
  }).catch((error: unknown) => {
    if (loaded?.api === api) loaded = undefined;
    throw error;
  });
  loaded = { language, api };
  return api;
};

/**
 * Geocodes typed text with Yandex search (the maps key needs Search API access): the point and the
 * name the geocoder gives it ("улица Навои, 15"); null when nothing matches.
 */
export const searchPlace = async (text: string, apiKey: string | undefined, language: Language) => {
  const api = await loadYmaps(apiKey, language);
  if (apiKey) api.getDefaultConfig().setApikeys({ search: apiKey });
  const [first] = await api.search({ text, type: ['toponyms'] });
  const coordinates = first?.geometry?.coordinates;
  return coordinates
    ? { longitude: coordinates[0], latitude: coordinates[1], address: first.properties.name }
    : null;
};
