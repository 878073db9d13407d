import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { routeSlug } from '@pizza-order-app/contract/config/shell-path';
import { readFileSync } from 'node:fs';
import { headersFile, type HeadersConfig } from './headers';
import { prerenderShells, type ChunksOf } from './prerender';
import { renderApp } from './render-app';
import { webManifests } from './web-manifest';

interface SiteFilesOptions {
  /** Names this build in dist/version.json; the app compares it with its own. */
  readonly buildId: string;
  readonly headers: HeadersConfig;
}

/**
 * A route's screen chunk, its language's messages and the modules it loads on demand, with every
 * chunk they import statically, and the stylesheets of them all.
 */
const chunksIn =
  (bundle: OutputBundle): ChunksOf =>
  (route, language, onDemand = []) => {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const byModule = (suffix: string) =>
      chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix))?.fileName;
    const files = new Set<string>();
    const add = (fileName: string | undefined) => {
      const chunk = chunks.find((candidate) => candidate.fileName === fileName);
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
      chunk.imports.forEach(add);
    };
    // The app the entry imports once the shell has painted, then the screen and its messages.
    chunks.filter((chunk) => chunk.isEntry).forEach((entry) => entry.dynamicImports.forEach(add));
    add(byModule(`src/pages/${routeSlug(route)}/index.ts`));
    add(byModule(`locales/${language}.json?part=shell`));
    if (route !== 'menu') add(byModule(`locales/${language}.json?part=screens`));
    for (const module of onDemand) {
      const file = byModule(module);
      if (!file) throw new Error(`site-files: no chunk of ${module} to preload`);
      add(file);
    }
    return [...files];
  };

/**
 * Writes version.json, _headers and the prerendered page of every route next to the bundle.
 */
export const siteFiles = ({ buildId, headers }: SiteFilesOptions): Plugin => {
  let mode = 'production';
  return {
    name: 'site-files',
    apply: 'build',
    // After Vite's HTML plugin, so the shells start from the index.html with the hashed assets.
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      mode = config.mode;
    },
    async generateBundle(_, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ buildId }),
      });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      for (const [fileName, source] of webManifests(
        (language) => JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as never,
      ))
        this.emitFile({ type: 'asset', fileName, source });
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('site-files: the bundle has no index.html');
      const firstVisits = await renderApp(mode);
      for (const [fileName, html] of prerenderShells(
        String(index.source),
        chunksIn(bundle),
        firstVisits,
      )) {
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
      }
    },
  };
};
