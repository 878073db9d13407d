import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../src/shared/config/languages';
import { headersFile, type HeadersConfig } from './headers';
import { prerenderShells } from './prerender';

interface SiteFilesOptions {
  /** Names this build in dist/version.json; the app compares it with its own. */
  readonly buildId: string;
  readonly headers: HeadersConfig;
}

const readMessages = () =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Record<string, unknown>,
    ]),
  ) as Record<Language, Record<string, unknown>>;

/** Writes version.json, _headers and the prerendered shell of every route next to the bundle. */
export const siteFiles = ({ buildId, headers }: SiteFilesOptions): Plugin => ({
  name: 'site-files',
  apply: 'build',
  // After Vite's HTML plugin, so the shells start from the index.html with the hashed assets.
  enforce: 'post',
  generateBundle(_, bundle) {
    this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    const index = bundle['index.html'];
    if (index?.type !== 'asset') return this.error('site-files: the bundle has no index.html');
    for (const [fileName, html] of prerenderShells(String(index.source), readMessages())) {
      if (fileName === 'index.html') index.source = html;
      else this.emitFile({ type: 'asset', fileName, source: html });
    }
  },
});
