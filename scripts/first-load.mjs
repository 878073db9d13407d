// The gzip size of all JavaScript downloaded to render the menu route (the entry, its static
// imports, the menu screen chunk and the Russian messages), for a web visitor and, adding the SDK
// adapter and the telegram-ui skin loaded on demand, for a Telegram user, with the app's own share
// of it (its sources and messages) beside the stack's (the libraries and Vite's helpers). Read
// from the build manifest and the code owners file (scripts/build/code-owners-plugin.ts); used by
// the size budget and the bench.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const WEB_ROUTE = ['index.html', 'src/pages/menu/index.ts', 'locales/ru.json?part=shell'];
const TELEGRAM_ONLY = [
  'src/app/launch-telegram.ts',
  'src/shared/telegram/adapter.ts',
  'src/shared/ui/telegram-skin.tsx',
];

const OWNERS = ['code', 'messages', 'stack'];

const read = (file) => readFileSync(`dist/${file}`, 'utf8');

/**
 * The hashes in the files' names (vite.config.ts: `[hash:7]`, or `[name]-[hash]` with 8), each
 * with a stand-in of its length drawn from its file's content with every hash and the build's id
 * blanked out. A build's random id moves every hash even when no code changed, and gzip packs one
 * set of random names a few bytes better than another: measured as built, the same code varied
 * by 10 bytes from build to build, enough to cross a guard. Measured with the stand-ins, the same
 * code measures the same.
 */
const stableHashes = (manifest) => {
  const { buildId } = JSON.parse(read('version.json'));
  const paths = [
    ...new Set(Object.values(manifest).flatMap(({ file, css = [] }) => [file, ...css])),
  ];
  const hashes = paths.map((path) => {
    const base = path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
    return { path, hash: base.length === 7 ? base : base.slice(-8) };
  });
  const blanked = (text) =>
    hashes.reduce(
      (content, { hash }) => content.replaceAll(hash, '#'),
      text.replaceAll(buildId, '#'),
    );
  return hashes.map(({ path, hash }) => [
    hash,
    createHash('sha256')
      .update(blanked(read(path)))
      .digest('base64url')
      .slice(0, hash.length),
  ]);
};

export const measureFirstLoad = () => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  const hashes = stableHashes(manifest);
  const gzipSize = (file) => {
    const text = hashes.reduce(
      (content, [hash, standIn]) => content.replaceAll(hash, standIn),
      read(file),
    );
    return gzipSync(text, { level: 9 }).length;
  };
  const owners = JSON.parse(readFileSync('dist/.vite/code-owners.json', 'utf8'));
  const chunkOf = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first load: ${key} is not in the build manifest`);
    return chunk;
  };
  /** A manifest key and everything it imports statically. */
  const withStaticImports = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunkOf(key).imports ?? []) withStaticImports(imported, seen);
    return seen;
  };
  const files = (keys) =>
    [...new Set(keys.flatMap((key) => [...withStaticImports(key)]))]
      .map(chunkOf)
      .filter(({ file }) => file.endsWith('.js'))
      .map(({ file, name }) => {
        const gzip = gzipSize(file);
        // The chunk's real size split in the ratio of its owners' sizes before minification; a
        // chunk of no module's code (a facade that only re-exports) is the bundler's.
        const shares = owners[file];
        const all = OWNERS.reduce((sum, owner) => sum + shares[owner], 0);
        const shareOf = (owner) =>
          all > 0 ? (gzip * shares[owner]) / all : owner === 'stack' ? gzip : 0;
        return {
          file,
          // Most chunks' files are a hash alone (vite.config.ts); the manifest keeps their names.
          name,
          gzip,
          ...Object.fromEntries(OWNERS.map((owner) => [owner, shareOf(owner)])),
        };
      })
      .sort((a, b) => b.gzip - a.gzip);
  const summary = (list) => {
    const sum = (key) => Math.round(list.reduce((total, file) => total + file[key], 0));
    return {
      files: list,
      gzipBytes: sum('gzip'),
      /** The app's own: its code and its messages. */
      appGzipBytes: sum('code') + sum('messages'),
      codeGzipBytes: sum('code'),
      messagesGzipBytes: sum('messages'),
      stackGzipBytes: sum('gzip') - sum('code') - sum('messages'),
    };
  };

  // The entry imports the app dynamically, after the shell has painted (src/main.tsx); every
  // visit downloads it all the same.
  const webRoute = [...WEB_ROUTE, ...(chunkOf('index.html').dynamicImports ?? [])];
  const web = files(webRoute);
  const telegram = files([...webRoute, ...TELEGRAM_ONLY]);
  const webFiles = new Set(web.map(({ file }) => file));
  return {
    web: summary(web),
    telegram: summary(telegram),
    telegramCssGzipBytes: (chunkOf('src/shared/ui/telegram-skin.tsx').css ?? []).reduce(
      (sum, file) => sum + gzipSize(file),
      0,
    ),
    /** Telegram-only chunks that reached the web bundle; must stay empty. */
    leaked: TELEGRAM_ONLY.map((key) => chunkOf(key).file).filter((file) => webFiles.has(file)),
  };
};

export const kilobytes = (bytes) => (bytes / 1024).toFixed(1);
