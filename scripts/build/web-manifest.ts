import {
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import { localizePath, manifestPath } from '@pizza-order-app/contract/i18n/language-path';

/** The skin's accent and page colours (src/shared/ui/styles.css): the splash screen and the bar. */
const THEME_COLOR = '#d62828';
const BACKGROUND_COLOR = '#ffffff';

interface ManifestMessages {
  readonly app: { readonly name: string; readonly description: string };
  readonly manifest: { readonly 'short-name': string };
}

/** The web app manifest of a language: its home page as the start and the scope of its pages. */
export const webManifest = (language: Language, messages: ManifestMessages) => {
  const home = localizePath('/', language);
  return {
    id: home,
    name: messages.app.name,
    short_name: messages.manifest['short-name'],
    description: messages.app.description,
    lang: LANGUAGE_INFO[language].tag,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/app-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
};

/** Every language's manifest as [file under dist/, JSON]. */
export const webManifests = (messagesOf: (language: Language) => ManifestMessages) =>
  LANGUAGES.map(
    (language) =>
      [
        manifestPath(language).slice(1),
        JSON.stringify(webManifest(language, messagesOf(language)), null, 2),
      ] as const,
  );
