// Size budgets: the gzip size of all JavaScript downloaded to render the menu route (the entry, its
// static imports, the menu screen chunk and the Russian messages), for a web visitor and, adding
// the SDK adapter and the telegram-ui skin loaded on demand, for a Telegram user.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const WEB_BUDGET_KB = 130;
const TELEGRAM_BUDGET_KB = 190;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

const chunkOf = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`budget: ${key} is not in the build manifest`);
  return chunk;
};

/** A manifest key and everything it imports statically. */
const withStaticImports = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunkOf(key).imports ?? []) withStaticImports(imported, seen);
  return seen;
};

const measure = (keys) =>
  [...new Set(keys.flatMap((key) => [...withStaticImports(key)]))]
    .map((key) => chunkOf(key).file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length }));

const report = (label, files, budgetKb) => {
  const totalKb = files.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
  for (const { file, gzip } of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const ok = totalKb <= budgetKb;
  console.log(
    `${label}: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
};

const WEB_ROUTE = ['index.html', 'src/pages/menu/index.ts', 'locales/ru.json'];
const TELEGRAM_ONLY = ['src/shared/telegram/adapter.ts', 'src/shared/ui/telegram-skin.tsx'];

const webOk = report('web visitor, menu route', measure(WEB_ROUTE), WEB_BUDGET_KB);
console.log('');
const telegramOk = report(
  'Telegram user, menu route',
  measure([...WEB_ROUTE, ...TELEGRAM_ONLY]),
  TELEGRAM_BUDGET_KB,
);
const telegramCss = (chunkOf('src/shared/ui/telegram-skin.tsx').css ?? []).reduce(
  (sum, file) => sum + gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length,
  0,
);
console.log(`  (plus ${(telegramCss / 1024).toFixed(1)} KB gzip of telegram-ui CSS in Telegram)`);

// Nothing of the SDK or telegram-ui may reach a web visitor.
const webFiles = new Set(measure(WEB_ROUTE).map(({ file }) => file));
const leaked = TELEGRAM_ONLY.map((key) => chunkOf(key).file).filter((file) => webFiles.has(file));
if (leaked.length > 0) console.log(`Telegram code in the web bundle: ${leaked.join(', ')}`);
if (!webOk || !telegramOk || leaked.length > 0) process.exit(1);
