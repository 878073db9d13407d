// The bench's floors (scripts/bench.mjs): what a page is judged against. LCP against the static
// floor, the page as the site serves it without its module scripts: what its first HTML paints
// before any script runs. TBT against a bare page of the stack the page starts on: `floor`
// (React, i18next and effector rendering one heading) for the web, `telegram-floor` (the same
// with the Telegram SDK and telegram-ui) for the launch inside Telegram.
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';

/** The bare pages under scripts/bench/, each built into a folder of its own name. */
export const STACK_FLOOR = 'floor';
export const TELEGRAM_STACK_FLOOR = 'telegram-floor';
const STACK_FLOORS = [STACK_FLOOR, TELEGRAM_STACK_FLOOR];

/**
 * The stack floors, built into `outDir/<name>/` by the app's own configuration (its build target,
 * chunking, resolution and defines) with only the React plugin: the others write the app's site
 * files and service worker, which a bare page has none of.
 * @param {string} outDir
 */
export const buildStackFloors = async (outDir) => {
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    'vite.config.ts',
    undefined,
    'warn',
    undefined,
    // As `npm run build` loads it (`--configLoader runner`).
    'runner',
  );
  for (const name of STACK_FLOORS)
    await build({
      configFile: false,
      root: fileURLToPath(new URL(`./${name}/`, import.meta.url)),
      base: `/${name}/`,
      logLevel: 'warn',
      plugins: [react()],
      define: config.define,
      resolve: config.resolve,
      build: {
        ...config.build,
        outDir: join(outDir, name),
        emptyOutDir: true,
        manifest: false,
        sourcemap: false,
      },
    });
};

/**
 * A page's HTML without what runs or preloads its modules; everything else (styles, fonts, the
 * content the edge wrote) stays, so it paints what the first HTML alone paints.
 * @param {string} html
 */
export const withoutModuleScripts = (html) =>
  html
    .replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi, '');

/** Headers of the site's answer that no longer describe the body served in its place. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);

/**
 * The static floors of `paths`, on a port of their own: each path answers the page the site
 * serves there (asked as the bench's browser asks: Russian, a phone's user agent), without its
 * module scripts; every other request goes to the site, so styles, fonts and pictures come from
 * the page's own origin as the page's do.
 * @param {string} siteUrl
 * @param {readonly string[]} paths
 * @param {number} port
 * @param {Record<string, string>} headers
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export const startStaticFloors = async (siteUrl, paths, port, headers) => {
  const pages = new Map(
    await Promise.all(
      paths.map(async (path) => {
        const answer = await fetch(new URL(path, siteUrl), { headers, redirect: 'manual' });
        if (answer.status !== 200)
          throw new Error(`The static floor of ${path}: the site answered ${answer.status}`);
        const kept = Object.fromEntries(
          [...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)),
        );
        return /** @type {const} */ ([
          path,
          { headers: kept, body: withoutModuleScripts(await answer.text()) },
        ]);
      }),
    ),
  );
  const site = new URL(siteUrl);
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', site).pathname);
    if (page && request.method === 'GET') {
      response.writeHead(200, page.headers);
      response.end(page.body);
      return;
    }
    const upstream = httpRequest(
      new URL(request.url ?? '/', site),
      { method: request.method, headers: { ...request.headers, host: site.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};
